import type { Printability, ThinWalls } from '../../../../shared/contracts/models/model-shapes';
import { formatCount } from '../../../lib/indian-numbers';
import { formatArea } from './format-measurements';

export interface PrintabilityNote {
  /** A problem a slicer will trip on, rather than something worth knowing. */
  problem: boolean;
  text: string;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * A file's printability (decision 088) in plain words, problems first. Counts are edges, not holes:
 * a hole's rim is several open edges, and the analysis does not trace rims into holes.
 */
export function printabilityNotes(p: Printability, thinWalls?: ThinWalls | null): PrintabilityNote[] {
  const notes: PrintabilityNote[] = [];
  if (p.boundaryEdges > 0) {
    notes.push({ problem: true, text: `The surface has holes (${plural(p.boundaryEdges, 'open edge', 'open edges')}); it will need repair before slicing.` });
  }
  if (p.nonManifoldEdges > 0) {
    notes.push({ problem: true, text: `${plural(p.nonManifoldEdges, 'edge is', 'edges are')} shared by more than two faces (non-manifold); most slicers need this repaired.` });
  }
  if (!p.windingConsistent) notes.push({ problem: true, text: windingText(p.flippedFaces) });
  if (p.degenerateFaces > 0) {
    notes.push({ problem: true, text: `${plural(p.degenerateFaces, 'face has', 'faces have')} no area (degenerate); repair tools remove them.` });
  }
  const thin = thinWalls && thinWallNote(thinWalls);
  if (notes.length === 0) {
    // "Printable as is" (explore's filter) is about the surface; thin walls can still fail, so it is not said over them.
    const surface = 'a closed surface with no open or non-manifold edges, consistent winding and no degenerate faces.';
    notes.push({ problem: false, text: thin?.problem ? `No repair needed: ${surface}` : `Printable as is: ${surface}` });
  }
  if (thin) notes.push(thin);
  if (p.shells > 1) notes.push({ problem: false, text: `${plural(p.shells, 'separate part', 'separate parts')} (shells) in this file.` });
  if (p.overhangArea > 0) {
    const percent = p.overhangPercent < 1 ? 'under 1' : String(Math.round(p.overhangPercent));
    notes.push({ problem: false, text: `${formatArea(p.overhangArea)} (${percent} % of the surface) faces more than 45° downward as the file is oriented, and will need support.` });
  } else {
    notes.push({ problem: false, text: 'No surface faces more than 45° downward as the file is oriented: no support needed for overhangs.' });
  }
  return notes;
}

/**
 * Names the flipped faces when they were counted (decision 095). Null (too many triangles, or analysed
 * before the count) and 0 (a one-sided surface such as a Möbius strip, where no side is the wrong one)
 * keep the general words.
 */
function windingText(flipped: number | null): string {
  if (flipped === null || flipped === 0) return 'Some faces are turned inside out (their winding disagrees with their neighbours); a slicer may need to repair them.';
  if (flipped === 1) return "1 face points the wrong way (its winding disagrees with its neighbours'); the slicer may fill or drop it: repair before slicing.";
  return `${formatCount(flipped)} faces point the wrong way (their winding disagrees with their neighbours'); the slicer may fill or drop them: repair before slicing.`;
}

const NOT_ESTIMATED = {
  'too-large': 'Wall thickness not estimated: the file is too large.',
  'not-closed': 'Wall thickness not estimated: the surface is not closed, so it has no inside to measure.',
} as const;

/** The thin-wall estimate (decision 094): nothing when no wall is thin, or for a file analysed before it. */
function thinWallNote(t: ThinWalls): PrintabilityNote | null {
  if (t.notEstimated) return { problem: false, text: NOT_ESTIMATED[t.notEstimated] };
  if (t.thinPercent === null || t.thinnest === null || t.thinPercent === 0) return null;
  const percent = t.thinPercent < 1 ? 'Under 1' : `About ${Math.round(t.thinPercent)}`;
  const thinnest = t.thinnest < 0.05 ? 'under 0.1' : t.thinnest.toFixed(1);
  return { problem: true, text: `${percent} % of the surface is thinner than ${t.minimumWall} mm (thinnest ${thinnest} mm); those walls may not print.` };
}
