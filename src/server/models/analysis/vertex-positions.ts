import type { VertexTable } from './hash-tables';

/**
 * Where these vertex ids are (decisions 093, 096): for each list, x, y, z of every id in it, in one
 * pass over the vertex table for all lists together. The table holds positions rounded to integers
 * (the accumulator's 8-decimal merge); `scale` turns those into the view's millimetres. Memory is a
 * Map entry per distinct id asked for, plus the table's bit a vertex.
 */
export function vertexPositions(vertices: VertexTable, lists: readonly ArrayLike<number>[], scale: number): Float32Array[] {
  const wanted = new Map<number, number>();
  const indices = lists.map((ids) => {
    const out = new Int32Array(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      let index = wanted.get(id);
      if (index === undefined) wanted.set(id, (index = wanted.size));
      out[i] = index;
    }
    return out;
  });
  const rounded = new Float64Array(wanted.size * 3);
  vertices.positionsOf(wanted, rounded);
  return indices.map((list) => {
    const out = new Float32Array(list.length * 3);
    for (let i = 0; i < list.length; i++) {
      const at = list[i]! * 3;
      out[3 * i] = rounded[at]! * scale;
      out[3 * i + 1] = rounded[at + 1]! * scale;
      out[3 * i + 2] = rounded[at + 2]! * scale;
    }
    return out;
  });
}
