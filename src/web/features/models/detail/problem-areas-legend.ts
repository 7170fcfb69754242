import { formatCount } from '../../../lib/indian-numbers';

interface PositionList {
  positions: readonly number[];
  total: number;
}

interface ProblemAreas {
  open: PositionList;
  nonManifold: PositionList;
  /** Null when not known for the file: nothing is drawn, so nothing is said. */
  flipped: PositionList | null;
  thinWalls: (PositionList & { minimumWall: number }) | null;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "4 open edges", or "5,000 of 12,345 open edges shown" when fewer are drawn than the file has. */
function counted(drawn: number, total: number, one: string, many: string): string {
  return drawn < total ? `${formatCount(drawn)} of ${plural(total, one, many)} shown` : plural(total, one, many);
}

/**
 * What the 3D view's problem-area colours mean, in words, and how many of each are drawn when not all
 * are (decisions 093, 096): the colour is never the only carrier, each mark's shape and meaning are said too.
 */
export function problemAreasLegend({ open, nonManifold, flipped, thinWalls }: ProblemAreas): string[] {
  const lines: string[] = [];
  for (const [list, colour, what, one, many] of [
    [open, 'Red', 'open edges, the rims of holes', 'open edge', 'open edges'],
    [nonManifold, 'Blue', 'edges shared by more than two faces', 'shared edge', 'shared edges'],
  ] as const) {
    if (list.total > 0) lines.push(`${colour} lines: ${what} (${counted(list.positions.length / 6, list.total, one, many)}).`);
  }
  if (flipped && flipped.total > 0) {
    lines.push(`Amber faces: faces wound the wrong way (${counted(flipped.positions.length / 9, flipped.total, 'face', 'faces')}).`);
  }
  if (thinWalls && thinWalls.total > 0) {
    const minimum = Number(thinWalls.minimumWall.toFixed(2));
    lines.push(`Violet dots: walls thinner than ${minimum} mm (${counted(thinWalls.positions.length / 3, thinWalls.total, 'sample', 'samples')}).`);
  }
  return lines;
}
