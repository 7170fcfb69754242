/**
 * How many typos a typed word may carry (issue 10, as Meilisearch and Typesense count them): none
 * for words of 1–3 letters, one from 4 letters, two from 9. Four-letter words get one because the
 * words people misspell on a small site are often that short ("gaer", "vsae").
 */
export function allowedEdits(word: string): 0 | 1 | 2 {
  const letters = [...word].length;
  if (letters <= 3 || /^\d+$/.test(word)) return 0;
  return letters >= 9 ? 2 : 1;
}

/**
 * How far a word that sounds the same as a typed word (the same Double Metaphone key) may be
 * spelt from it (issue 28): one edit more than allowedEdits, so "elefant" finds "elephant" and
 * "kofee" finds "coffee" (two edits each), none for words of 1–3 letters.
 */
export function soundEdits(word: string): number {
  const edits = allowedEdits(word);
  return edits === 0 ? 0 : edits + 1;
}

/**
 * Edits between two words, counting a letter left out, added or changed, and two neighbouring
 * letters swapped, each as one (optimal string alignment); stops early past `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the table are all the swap rule ever looks back at.
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * The typed word with up to `edits` letters left out (itself included): a site word within that
 * many edits shares at least one such variant with it (the table search_word_variants holds the
 * site words' own), which is how its corrections are looked up.
 */
export function wordVariants(word: string, edits: number): string[] {
  const found = new Set([word]);
  let level = [word];
  for (let round = 0; round < edits; round++) {
    const next: string[] = [];
    for (const w of level) {
      const letters = [...w];
      for (let i = 0; i < letters.length; i++) {
        const variant = letters.slice(0, i).concat(letters.slice(i + 1)).join('');
        if (!found.has(variant)) {
          found.add(variant);
          next.push(variant);
        }
      }
    }
    level = next;
  }
  return [...found];
}
