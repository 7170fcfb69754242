/**
 * The desktop slicers a model file can be handed to, by the URL scheme each registers with the
 * system (decision 092): `<scheme>://open?file=<the file's URL, percent-encoded>`, the form
 * Printables, MakerWorld and Thingiverse use.
 */
export const SLICERS = [
  { id: 'prusaslicer', label: 'PrusaSlicer', scheme: 'prusaslicer' },
  { id: 'bambustudio', label: 'Bambu Studio', scheme: 'bambustudio' },
  { id: 'orcaslicer', label: 'OrcaSlicer', scheme: 'orcaslicer' },
  { id: 'cura', label: 'Cura', scheme: 'cura' },
] as const;
export type Slicer = (typeof SLICERS)[number];

import type { ModelFormat } from './model-rules';

/** Formats every one of the four slicers opens. */
export const SLICER_FORMATS: readonly ModelFormat[] = ['stl', 'obj', '3mf'];

/** A slicer link takes minutes to mint and use; long enough for a slicer that has to start first. */
export const SLICER_LINK_MINUTES = 10;

export function slicerHref(slicer: Pick<Slicer, 'scheme'>, fileUrl: string): string {
  return `${slicer.scheme}://open?file=${encodeURIComponent(fileUrl)}`;
}
