import { describe, expect, it } from 'vitest';
import { printabilityNotes } from './printability-notes';

const clean = { boundaryEdges: 0, nonManifoldEdges: 0, windingConsistent: true, shells: 1, degenerateFaces: 0, eulerNumber: 2, overhangArea: 0, overhangPercent: 0 };

describe('printabilityNotes', () => {
  it('calls a clean closed mesh printable as is, with no support needed', () => {
    expect(printabilityNotes(clean)).toEqual([
      { problem: false, text: 'Printable as is: a closed surface with no open or non-manifold edges, consistent winding and no degenerate faces.' },
      { problem: false, text: 'No surface faces more than 45° downward as the file is oriented: no support needed for overhangs.' },
    ]);
  });

  it('names each problem in plain words, problems first, then parts and overhang', () => {
    const notes = printabilityNotes({ ...clean, boundaryEdges: 64, nonManifoldEdges: 1, windingConsistent: false, degenerateFaces: 92, shells: 3, overhangArea: 352.5, overhangPercent: 7.13 });
    expect(notes.map((n) => n.problem)).toEqual([true, true, true, true, false, false]);
    expect(notes.map((n) => n.text)).toEqual([
      'The surface has holes (64 open edges); it will need repair before slicing.',
      '1 edge is shared by more than two faces (non-manifold); most slicers need this repaired.',
      'Some faces are turned inside out (their winding disagrees with their neighbours); a slicer may need to repair them.',
      '92 faces have no area (degenerate); repair tools remove them.',
      '3 separate parts (shells) in this file.',
      '3.53 cm² (7 % of the surface) faces more than 45° downward as the file is oriented, and will need support.',
    ]);
  });
});
