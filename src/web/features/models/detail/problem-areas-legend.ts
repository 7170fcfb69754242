import { formatCount } from '../../../lib/indian-numbers';

interface EdgeList {
  positions: readonly number[];
  total: number;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** What the 3D view's problem-area colours mean, in words, and how many of each are drawn when not all are. */
export function problemAreasLegend({ open, nonManifold }: { open: EdgeList; nonManifold: EdgeList }): string[] {
  const lines: string[] = [];
  for (const [list, colour, what, one, many] of [
    [open, 'Red', 'open edges, the rims of holes', 'open edge', 'open edges'],
    [nonManifold, 'Blue', 'edges shared by more than two faces', 'shared edge', 'shared edges'],
  ] as const) {
    if (list.total === 0) continue;
    const drawn = list.positions.length / 6;
    const count = drawn < list.total ? `${formatCount(drawn)} of ${plural(list.total, one, many)} shown` : plural(list.total, one, many);
    lines.push(`${colour} lines: ${what} (${count}).`);
  }
  return lines;
}
