import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { ModelFileError } from './model-file-error';

/**
 * Refuses an OBJ whose faces refer to vertices it does not define, in the server analysis's words.
 * Three's loader would read such a corner as NaN and draw nothing, or garbage. As on the server, a
 * face may only refer to vertices above it, and negative numbers count back from the latest one.
 */
export function checkObjFaces(text: string): void {
  let vertices = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // Only lines starting "v" or "f" matter; the first two characters decide without slicing the rest.
    const first = text.charCodeAt(start);
    const second = text.charCodeAt(start + 1);
    if ((first === 0x76 || first === 0x66) && (second === 0x20 || second === 0x09)) {
      if (first === 0x76) vertices++;
      else checkFace(text.slice(start + 2, end), vertices);
    }
    start = end + 1;
  }
}

function checkFace(rest: string, vertices: number): void {
  const hash = rest.indexOf('#');
  const corners = (hash === -1 ? rest : rest.slice(0, hash)).trim().split(/\s+/);
  // A face with fewer than three corners encloses nothing and is dropped, as the server does.
  if (corners.length < 3) return;
  for (const corner of corners) {
    const slash = corner.indexOf('/');
    const number = slash === -1 ? corner : corner.slice(0, slash);
    const n = /^[+-]?\d+$/.test(number) ? Number(number) : NaN;
    if (Number.isNaN(n) || n === 0) throw new ModelFileError(MODEL_FILE_ERRORS.objInvalidVertexNumber(corner));
    const index = n > 0 ? n - 1 : vertices + n;
    if (index < 0 || index >= vertices) throw new ModelFileError(MODEL_FILE_ERRORS.objMissingVertex(n));
  }
}
