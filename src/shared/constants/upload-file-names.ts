/** The longest file name an upload may carry (most file systems' limit); longer names are shortened. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 255;

/**
 * Bidirectional controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) reorder text on screen,
 * so "model\u202Eltsj.exe" would show as "modelexe.jst": they never belong in a file name.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name without bidirectional controls, shortened to `max` characters with its extension kept. */
export function cleanUploadFileName(name: string, max = UPLOAD_FILE_NAME_MAX_LENGTH): string {
  const cleaned = name.replace(BIDI_CONTROLS, '').trim();
  const chars = [...cleaned];
  if (chars.length <= max) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  // An "extension" longer than a few characters is part of the name, not a format to keep.
  const extension = dot > 0 && cleaned.length - dot <= 16 ? [...cleaned.slice(dot)] : [];
  const stem = chars.slice(0, chars.length - extension.length);
  return [...stem.slice(0, max - extension.length), ...extension].join('').trim();
}
