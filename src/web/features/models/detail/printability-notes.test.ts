import { describe, expect, it } from 'vitest';
import { printabilityNotes } from './printability-notes';

const clean = { boundaryEdges: 0, nonManifoldEdges: 0, windingConsistent: true, flippedFaces: 0, shells: 1, degenerateFaces: 0, eulerNumber: 2, overhangArea: 0, overhangPercent: 0 };

describe('printabilityNotes', () => {
  it('calls a clean closed mesh printable as is, with no support needed', () => {
    expect(printabilityNotes(clean)).toEqual([
      { problem: false, text: 'Printable as is: a closed surface with no open or non-manifold edges, consistent winding and no degenerate faces.' },
      { problem: false, text: 'No surface faces more than 45° downward as the file is oriented: no support needed for overhangs.' },
    ]);
  });

  it('names each problem in plain words, problems first, then parts and overhang', () => {
    const notes = printabilityNotes({ ...clean, boundaryEdges: 64, nonManifoldEdges: 1, windingConsistent: false, flippedFaces: null, degenerateFaces: 92, shells: 3, overhangArea: 352.5, overhangPercent: 7.13 });
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

  it('names how many faces point the wrong way when they were counted', () => {
    const winding = (flippedFaces: number | null) => printabilityNotes({ ...clean, windingConsistent: false, flippedFaces })[0]!;
    expect(winding(3)).toEqual({
      problem: true,
      text: "3 faces point the wrong way (their winding disagrees with their neighbours'); the slicer may fill or drop them: repair before slicing.",
    });
    expect(winding(1).text).toBe("1 face points the wrong way (its winding disagrees with its neighbours'); the slicer may fill or drop it: repair before slicing.");
    expect(winding(12_500).text).toMatch(/^12,500 faces point the wrong way/);
    // Not counted (a file over the budget, or analysed before the count), or a one-sided surface with no wrong side: the general words.
    const general = 'Some faces are turned inside out (their winding disagrees with their neighbours); a slicer may need to repair them.';
    expect(winding(null)).toEqual({ problem: true, text: general });
    expect(winding(0).text).toBe(general);
  });

  const walls = { minimumWall: 0.8, thinPercent: 12.4, thinnest: 0.31, samples: 20_000, notEstimated: null };

  it('says how much of the surface is thinner than the minimum wall, after the surface notes', () => {
    const notes = printabilityNotes({ ...clean, shells: 2 }, walls);
    expect(notes.map((n) => n.text)).toEqual([
      'No repair needed: a closed surface with no open or non-manifold edges, consistent winding and no degenerate faces.',
      'About 12 % of the surface is thinner than 0.8 mm (thinnest 0.3 mm); those walls may not print.',
      '2 separate parts (shells) in this file.',
      'No surface faces more than 45° downward as the file is oriented: no support needed for overhangs.',
    ]);
    expect(notes[1]!.problem).toBe(true);
    expect(printabilityNotes(clean, { ...walls, thinPercent: 0.2, thinnest: 0.01 })[1]!.text).toBe(
      'Under 1 % of the surface is thinner than 0.8 mm (thinnest under 0.1 mm); those walls may not print.',
    );
  });

  it('says nothing of walls when none is thin, or for a file analysed before they were estimated', () => {
    const plain = printabilityNotes(clean);
    expect(printabilityNotes(clean, { ...walls, thinPercent: 0, thinnest: 10 })).toEqual(plain);
    expect(printabilityNotes(clean, null)).toEqual(plain);
  });

  it('says why the wall thickness was not estimated', () => {
    const notEstimated = { ...walls, thinPercent: null, thinnest: null, samples: 0 };
    expect(printabilityNotes(clean, { ...notEstimated, notEstimated: 'too-large' })[1]).toEqual({ problem: false, text: 'Wall thickness not estimated: the file is too large.' });
    expect(printabilityNotes(clean, { ...notEstimated, notEstimated: 'not-closed' })[1]!.text).toBe(
      'Wall thickness not estimated: the surface is not closed, so it has no inside to measure.',
    );
  });
});
