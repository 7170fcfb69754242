import {
  ANALYSED_FORMATS,
  MODEL_FILE_EXTENSIONS,
  MODEL_FILES_MAX,
  PREVIEW_IMAGE_EXTENSIONS,
  PREVIEW_MAX_BYTES,
  PREVIEWS_MAX,
  type ModelFormat,
} from '../../../../shared/constants/model-rules';
import type { ModelFormat as ViewerFormat } from '../viewer/model-format';

/**
 * The server's file rules (ORIGINAL-FACTS "Files"), checked here first so a wrong choice is refused
 * at once instead of after a long upload. The server checks every file again by its content.
 */
export const MODEL_FILE_ACCEPT = MODEL_FILE_EXTENSIONS.join(',');
export const PREVIEW_ACCEPT = [...PREVIEW_IMAGE_EXTENSIONS, 'image/jpeg', 'image/png', 'image/gif', 'image/webp'].join(',');
export const MODEL_FORMAT_NAMES = 'STL, OBJ, 3MF, PLY, GLB, glTF, FBX, 3DS, DAE or ZIP';
export const PREVIEW_MAX_MB = PREVIEW_MAX_BYTES / 1024 / 1024;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function formatOfName(name: string): ModelFormat | null {
  const extension = extensionOf(name).slice(1);
  return (MODEL_FILE_EXTENSIONS as string[]).includes(`.${extension}`) ? (extension as ModelFormat) : null;
}

/** The format the 3D view (and so the preview renderer) reads, or null for FBX, 3DS, DAE and ZIP. */
export function viewerFormatOf(name: string): ViewerFormat | null {
  const format = formatOfName(name);
  return format && ANALYSED_FORMATS.includes(format) ? (format as ViewerFormat) : null;
}

export function whyModelFileRejected(file: File, maxBytes: number): string | null {
  if (!formatOfName(file.name)) return `${file.name} is not a 3D model file we accept. Choose ${MODEL_FORMAT_NAMES} files.`;
  if (file.size === 0) return `${file.name} is empty.`;
  // The same words as the server's refusal (upload-store), so the message does not depend on who caught it.
  if (file.size > maxBytes) return `${file.name} is too large. Model files can be at most ${mb(maxBytes)}.`;
  return null;
}

export function whyPreviewRejected(file: File): string | null {
  if (!(PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return `${file.name} is not a JPG, PNG, GIF or WebP image.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > PREVIEW_MAX_BYTES) return `${file.name} is too large. Preview images can be at most ${mb(PREVIEW_MAX_BYTES)}.`;
  return null;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface Sorted {
  accepted: File[];
  problems: string[];
}

/**
 * Splits a new choice into the files that can join `current` and one message per refusal. Choosing
 * a file that is already in the list again is ignored rather than uploaded twice.
 */
export function sortChosenFiles(chosen: File[], currentCount: number, current: File[], kind: 'model' | 'preview', maxBytes: number): Sorted {
  const limit = kind === 'model' ? MODEL_FILES_MAX : PREVIEWS_MAX;
  const accepted: File[] = [];
  const problems: string[] = [];
  let leftOut = 0;
  for (const file of chosen) {
    if ([...current, ...accepted].some((other) => sameFile(other, file))) continue;
    const problem = kind === 'model' ? whyModelFileRejected(file, maxBytes) : whyPreviewRejected(file);
    if (problem) problems.push(problem);
    else if (currentCount + accepted.length >= limit) leftOut += 1;
    else accepted.push(file);
  }
  if (leftOut > 0) {
    const what = kind === 'model' ? `${MODEL_FILES_MAX} model files` : `${PREVIEWS_MAX} preview images`;
    problems.push(`A model can have at most ${what}; ${leftOut === 1 ? '1 file was' : `${leftOut} files were`} left out.`);
  }
  return { accepted, problems };
}
