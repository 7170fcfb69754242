import { MODEL_FILE_ERRORS } from '../constants/model-file-errors';
import type { ObjectRef3mf } from './threemf-scan';
import { IDENTITY_3MF, type Transform3mf } from './transform-3mf';

/* Readers of one 3MF tag's text, for the model-part scanner (threemf-scan.ts). */

export const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;

/** The element name at the start of a tag's text, after any `/` of a closing tag. */
export function tagName(tag: string): string {
  let start = tag.charCodeAt(0) === 47 ? 1 : 0;
  while (start < tag.length && isSpace(tag.charCodeAt(start))) start++;
  let end = start;
  while (end < tag.length && !isSpace(tag.charCodeAt(end)) && tag.charCodeAt(end) !== 47) end++;
  return tag.slice(start, end);
}

function transformOf(attrs: Map<string, string>, fail: (message: string) => Error): Transform3mf {
  const text = attrs.get('transform');
  if (text === undefined) return IDENTITY_3MF;
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 12 || !values.every(Number.isFinite)) throw fail(MODEL_FILE_ERRORS.threeMfBadTransform);
  return values;
}

export function refOf(attrs: Map<string, string>, fail: (message: string) => Error): ObjectRef3mf {
  let path: string | undefined;
  for (const [name, value] of attrs) if (name.endsWith(':path')) path = value;
  return { objectId: attrs.get('objectid') ?? '', path, transform: transformOf(attrs, fail) };
}

/** A 3MF colour (#RRGGBB or #RRGGBBAA, sRGB) as linear RGB; mid grey when it cannot be read. */
export function linearColour(text: string | undefined): [number, number, number] {
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(text?.trim() ?? '')?.[1];
  if (!hex) return [0.5, 0.5, 0.5];
  const channel = (at: number): number => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(2), channel(4)];
}
