/** At most this many words of a query are searched; the rest add cost, not precision. */
const MAX_WORDS = 8;

/**
 * The words of a search, lower-cased: letters and digits in any script; everything else
 * (punctuation, tsquery operators) separates words, so user text never reaches to_tsquery raw.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * A tsquery in to_tsquery syntax from, for each word typed, the words it may stand for (itself,
 * and after a typo the words it resembles). Every position must match; the last one also as a
 * prefix, as a person types it ("spiral va" finds "Spiral vase"). Earlier words match whole (after
 * stemming): a prefix on each would make the index merge the postings of every word that starts
 * the same way.
 */
export function wordsQuery(positions: string[][]): string {
  return positions
    .map((alternatives, i) => {
      const terms = alternatives.map((w) => (i === positions.length - 1 ? `${w}:*` : w));
      return terms.length === 1 ? terms[0]! : `(${terms.join(' | ')})`;
    })
    .join(' & ');
}
