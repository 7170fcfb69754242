/** At most this many words of a query are searched; the rest add cost, not precision. */
const MAX_WORDS = 8;

/**
 * The words of a search, lower-cased: letters and digits in any script; everything else
 * (punctuation, tsquery operators) separates words, so user text never reaches to_tsquery raw.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** A tsquery in to_tsquery syntax where every word also matches as a prefix: "gane" finds "Ganesha". */
export function prefixQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}
