import type { ModelFormat } from '../../../../shared/constants/model-rules';

/**
 * Formats whose numbers carry no unit: the server reads one unit as a millimetre, which may be
 * wrong (the Stanford bunny is drawn in metres), so the page says so. 3MF states its unit and is
 * converted; glTF's specification fixes the metre, so its unit is never in doubt.
 */
const UNITLESS: readonly ModelFormat[] = ['stl', 'obj', 'ply'];

/** The sentence shown under a file's measurements when its format does not record units, else null. */
export function unitsNote(format: ModelFormat): string | null {
  if (!UNITLESS.includes(format)) return null;
  return `${format.toUpperCase()} files do not record their units, so these sizes take one unit as a millimetre: if the model was drawn in metres or inches, scale them to match.`;
}
