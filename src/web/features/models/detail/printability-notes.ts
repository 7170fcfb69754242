import type { Printability } from '../../../../shared/contracts/models/model-shapes';
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
export function printabilityNotes(p: Printability): PrintabilityNote[] {
  const notes: PrintabilityNote[] = [];
  if (p.boundaryEdges > 0) {
    notes.push({ problem: true, text: `The surface has holes (${plural(p.boundaryEdges, 'open edge', 'open edges')}); it will need repair before slicing.` });
  }
  if (p.nonManifoldEdges > 0) {
    notes.push({ problem: true, text: `${plural(p.nonManifoldEdges, 'edge is', 'edges are')} shared by more than two faces (non-manifold); most slicers need this repaired.` });
  }
  if (!p.windingConsistent) {
    notes.push({ problem: true, text: 'Some faces are turned inside out (their winding disagrees with their neighbours); a slicer may need to repair them.' });
  }
  if (p.degenerateFaces > 0) {
    notes.push({ problem: true, text: `${plural(p.degenerateFaces, 'face has', 'faces have')} no area (degenerate); repair tools remove them.` });
  }
  if (notes.length === 0) notes.push({ problem: false, text: 'Printable as is: a closed surface with no open or non-manifold edges, consistent winding and no degenerate faces.' });
  if (p.shells > 1) notes.push({ problem: false, text: `${plural(p.shells, 'separate part', 'separate parts')} (shells) in this file.` });
  if (p.overhangArea > 0) {
    const percent = p.overhangPercent < 1 ? 'under 1' : String(Math.round(p.overhangPercent));
    notes.push({ problem: false, text: `${formatArea(p.overhangArea)} (${percent} % of the surface) faces more than 45° downward as the file is oriented, and will need support.` });
  } else {
    notes.push({ problem: false, text: 'No surface faces more than 45° downward as the file is oriented: no support needed for overhangs.' });
  }
  return notes;
}
