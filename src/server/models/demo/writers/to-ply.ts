import type { Mesh } from '../mesh/mesh';
import { formatNumber } from './format-number';

/** An ASCII PLY with float vertices and triangle faces. */
export function toPly(mesh: Mesh): string {
  const vertices = mesh.positions.length / 3, faces = mesh.indices.length / 3;
  const lines = [
    'ply', 'format ascii 1.0', 'comment Meshmandi demo model, millimetres, Z up',
    `element vertex ${vertices}`, 'property float x', 'property float y', 'property float z',
    `element face ${faces}`, 'property list uchar int vertex_indices', 'end_header',
  ];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) lines.push(`${formatNumber(p[i]!)} ${formatNumber(p[i + 1]!)} ${formatNumber(p[i + 2]!)}`);
  const ix = mesh.indices;
  for (let t = 0; t < ix.length; t += 3) lines.push(`3 ${ix[t]} ${ix[t + 1]} ${ix[t + 2]}`);
  return lines.join('\n') + '\n';
}
