import type { DemoFormat } from '../catalogue/demo-model';
import type { Mesh } from '../mesh/mesh';
import { toBinaryStl } from './to-binary-stl';
import { toObj } from './to-obj';
import { toPly } from './to-ply';

/** The bytes of a model file in the given format, ready to store as an upload would be. */
export function encodeMesh(mesh: Mesh, format: DemoFormat, name = 'model'): Buffer {
  if (format === 'stl') return toBinaryStl(mesh, name);
  return Buffer.from(format === 'obj' ? toObj(mesh, name) : toPly(mesh), 'latin1');
}
