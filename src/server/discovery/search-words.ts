/** At most this many words of a query are searched; the rest add cost, not precision. */
const MAX_WORDS = 8;

/**
 * The words of a search, lower-cased: letters (with their combining marks, which Hindi and Kannada
 * vowel signs are) and digits in any script; everything else (punctuation, tsquery operators)
 * separates words, so user text never reaches to_tsquery raw.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * A last word this short is searched whole, not as a start: alone, a start of one or two letters
 * would make the index merge the postings of thousands of words. After other words, two letters
 * will do ("spur ge"): the index then walks from the rarer words.
 */
const prefixMinLetters = (wordCount: number) => (wordCount > 1 ? 2 : 3);

/**
 * The words as tsqueries: `exact` needs every word whole (after stemming); `prefix` also lets the
 * last word stand for any word it starts, as a person types ("spiral va" finds "Spiral vase"),
 * null when the last word is too short for that. Earlier words match whole: a prefix on each
 * would make the index merge the postings of every word that starts the same way.
 */
export function wordsQuery(words: string[]): { exact: string; prefix: string | null } {
  const last = words.at(-1)!;
  return {
    exact: words.join(' & '),
    prefix: [...last].length >= prefixMinLetters(words.length) ? `${words.join(' & ')}:*` : null,
  };
}
