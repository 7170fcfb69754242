import { MeshFormatError } from './mesh-analysis';

// A text mesh line is short; a binary file read as text has no line breaks for megabytes. The cap
// keeps memory bounded and turns such a file into a clear error instead.
const MAX_LINE = 1 << 20;

/**
 * Splits a stream of UTF-8 chunks into lines (without "\r\n" / "\n"), holding only the unfinished
 * last line between chunks. `what` names the format with its article for the error messages ("an OBJ", "a PLY").
 */
export async function* readLines(source: AsyncIterable<Uint8Array>, what: string): AsyncGenerator<string> {
  // stream: true keeps a multi-byte character split across two chunks intact.
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  const flush = function* (text: string): Generator<string> {
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      yield checked(text.slice(start, nl), what);
      start = nl + 1;
    }
    pending = text.slice(start);
    if (pending.length > MAX_LINE) throw new MeshFormatError(`This does not look like ${what} file: it has no line breaks.`);
  };
  for await (const chunk of source) yield* flush(pending + decoder.decode(chunk, { stream: true }));
  yield* flush(pending + decoder.decode());
  if (pending !== '') yield checked(pending, what);
}

/**
 * Strips "\r" and refuses binary data: NUL bytes or invalid UTF-8 (which decodes to U+FFFD) outside a
 * comment mean the file is not text at all, e.g. a renamed image.
 */
function checked(line: string, what: string): string {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (!text.trimStart().startsWith('#') && (text.includes('\u0000') || text.includes('\uFFFD'))) {
    throw new MeshFormatError(`This does not look like ${what} file: it contains binary data, not text.`);
  }
  return text;
}

/** Parses one numeric token, refusing anything that is not a plain decimal number. */
export function parseNumber(token: string | undefined, what: string): number {
  const value = token === undefined || token === '' ? NaN : Number(token);
  if (!Number.isFinite(value) || /^[+-]?0[xob]/i.test(token ?? '')) {
    throw new MeshFormatError(`This ${what} file has a value that is not a number: "${(token ?? '').slice(0, 40)}".`);
  }
  return value;
}
