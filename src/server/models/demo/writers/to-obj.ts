import type { Mesh } from '../mesh/mesh';
import { formatNumber } from './format-number';

/** A Wavefront OBJ with one object: `v` lines, then 1-based `f` lines. */
export function toObj(mesh: Mesh, name = 'model'): string {
  const lines = ['# Meshmandi demo model, millimetres, Z up', `o ${name.replace(/\s+/g, '_')}`];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) lines.push(`v ${formatNumber(p[i]!)} ${formatNumber(p[i + 1]!)} ${formatNumber(p[i + 2]!)}`);
  const ix = mesh.indices;
  for (let t = 0; t < ix.length; t += 3) lines.push(`f ${ix[t]! + 1} ${ix[t + 1]! + 1} ${ix[t + 2]! + 1}`);
  return lines.join('\n') + '\n';
}
