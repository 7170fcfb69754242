/**
 * Whether an STL is ASCII, from its first bytes (about 1 KB): it starts with "solid", the bytes are
 * all text (a binary header is followed by a triangle count and float data, which hold control
 * bytes) and an STL keyword follows. Many binary exporters also start their 80-byte header with
 * "solid", so that word alone is not enough. The server's analysis reads STL by the same rule.
 */
export function looksLikeAsciiStl(prefix: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(prefix);
  if (!/^\s*solid/i.test(text)) return false;
  // Control bytes other than tab, line breaks and form feed never occur in an ASCII STL.
  if (prefix.some((b) => b < 0x09 || (b > 0x0d && b < 0x20))) return false;
  return /\b(facet|endsolid)\b/i.test(text);
}

/** How much of the file looksLikeAsciiStl wants: enough to see past an 80-byte "solid ..." header into the first facet. */
export const STL_SNIFF_BYTES = 1024;
