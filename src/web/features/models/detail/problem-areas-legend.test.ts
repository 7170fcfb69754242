import { describe, expect, it } from 'vitest';
import { problemAreasLegend } from './problem-areas-legend';

const edges = (drawn: number, total: number) => ({ positions: Array(drawn * 6).fill(0), total });

describe('problemAreasLegend', () => {
  it('names each colour in words, with its count, and leaves out a kind the file does not have', () => {
    expect(problemAreasLegend({ open: edges(4, 4), nonManifold: edges(0, 0) })).toEqual(['Red lines: open edges, the rims of holes (4 open edges).']);
    expect(problemAreasLegend({ open: edges(1, 1), nonManifold: edges(1, 1) })).toEqual([
      'Red lines: open edges, the rims of holes (1 open edge).',
      'Blue lines: edges shared by more than two faces (1 shared edge).',
    ]);
  });

  it('says when only some of many are drawn', () => {
    expect(problemAreasLegend({ open: edges(5000, 123456), nonManifold: edges(0, 0) })).toEqual([
      'Red lines: open edges, the rims of holes (5,000 of 1,23,456 open edges shown).',
    ]);
  });
});
