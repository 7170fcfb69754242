/** A cube's faces as quads of corners (0 or 1 on each axis), wound outwards; the top (z = 1) last. */
export const CUBE_QUADS: [number, number, number][][] = [
  [[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 0]],
  [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]],
  [[0, 1, 0], [0, 1, 1], [1, 1, 1], [1, 1, 0]],
  [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]],
  [[1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 0, 1]],
  [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]],
];

/**
 * An ASCII STL of a cube of side `size` mm; `open` leaves its top face out, which leaves a hole
 * whose rim is 4 open edges at z = size (decision 093's tests and the browser test upload it).
 */
export function cubeStl(size: number, { open = false, name = 'cube' }: { open?: boolean; name?: string } = {}): Buffer {
  const lines = [`solid ${name}`];
  for (const [a, b, c, d] of CUBE_QUADS.slice(0, open ? 5 : 6)) {
    for (const triangle of [[a!, b!, c!], [a!, c!, d!]]) {
      lines.push('  facet normal 0 0 0', '    outer loop');
      for (const corner of triangle) lines.push(`      vertex ${corner.map((v) => v * size).join(' ')}`);
      lines.push('    endloop', '  endfacet');
    }
  }
  lines.push(`endsolid ${name}`, '');
  return Buffer.from(lines.join('\n'));
}
