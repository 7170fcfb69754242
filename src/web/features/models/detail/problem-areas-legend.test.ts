import { describe, expect, it } from 'vitest';
import { problemAreasLegend } from './problem-areas-legend';

const list = (drawn: number, total: number, numbers: number) => ({ positions: Array(drawn * numbers).fill(0), total });
const edges = (drawn: number, total: number) => list(drawn, total, 6);
const none = { open: edges(0, 0), nonManifold: edges(0, 0), flipped: list(0, 0, 9), thinWalls: { ...list(0, 0, 3), minimumWall: 0.8 } };

describe('problemAreasLegend', () => {
  it('names each colour in words, with its count, and leaves out a kind the file does not have', () => {
    expect(problemAreasLegend({ ...none, open: edges(4, 4) })).toEqual(['Red lines: open edges, the rims of holes (4 open edges).']);
    expect(problemAreasLegend({ ...none, open: edges(1, 1), nonManifold: edges(1, 1) })).toEqual([
      'Red lines: open edges, the rims of holes (1 open edge).',
      'Blue lines: edges shared by more than two faces (1 shared edge).',
    ]);
  });

  it('says when only some of many are drawn', () => {
    expect(problemAreasLegend({ ...none, open: edges(5000, 123456) })).toEqual([
      'Red lines: open edges, the rims of holes (5,000 of 1,23,456 open edges shown).',
    ]);
  });

  it('names the amber faces wound the wrong way and the violet dots of thin walls, with the minimum wall (decision 096)', () => {
    expect(problemAreasLegend({ ...none, flipped: list(12, 12, 9) })).toEqual(['Amber faces: faces wound the wrong way (12 faces).']);
    expect(problemAreasLegend({ ...none, flipped: list(1, 1, 9) })).toEqual(['Amber faces: faces wound the wrong way (1 face).']);
    expect(problemAreasLegend({ ...none, thinWalls: { ...list(340, 340, 3), minimumWall: 0.8 } })).toEqual(['Violet dots: walls thinner than 0.8 mm (340 samples).']);
    expect(problemAreasLegend({ ...none, open: edges(2, 2), flipped: list(5000, 71400, 9), thinWalls: { ...list(5000, 9612, 3), minimumWall: 0.8 } })).toEqual([
      'Red lines: open edges, the rims of holes (2 open edges).',
      'Amber faces: faces wound the wrong way (5,000 of 71,400 faces shown).',
      'Violet dots: walls thinner than 0.8 mm (5,000 of 9,612 samples shown).',
    ]);
  });

  it('says nothing of flipped faces or thin walls not known for the file', () => {
    expect(problemAreasLegend({ ...none, open: edges(4, 4), flipped: null, thinWalls: null })).toEqual(['Red lines: open edges, the rims of holes (4 open edges).']);
  });
});
