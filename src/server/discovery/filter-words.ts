import { LICENCES, MODEL_CATEGORIES, MODEL_FORMATS, type Licence, type ModelCategory, type ModelFormat } from '../../shared/constants/model-rules';
import { searchWords } from './search-words';

/** Filters that words of the search text set (issue 10): "gear stl" is gears in STL. */
export interface FiltersFromText {
  category?: ModelCategory;
  format?: ModelFormat;
  licence?: Licence;
}

interface Phrase<K extends keyof FiltersFromText> {
  kind: K;
  value: NonNullable<FiltersFromText[K]>;
  words: string[];
}

// "zip" names an archive, and is a word of titles ("zip tie"); "Other" says nothing about a model.
const FORMAT_PHRASES = MODEL_FORMATS.filter((f) => f !== 'zip').map((f): Phrase<'format'> => ({ kind: 'format', value: f, words: [f] }));
const CATEGORY_PHRASES = MODEL_CATEGORIES.filter((c) => c !== 'Other').map((c): Phrase<'category'> => ({ kind: 'category', value: c, words: searchWords(c) }));
const LICENCE_NAMES: Record<Licence, string[]> = {
  'CC-BY-4.0': ['cc by 4.0', 'cc by'],
  'CC-BY-SA-4.0': ['cc by sa 4.0', 'cc by sa'],
  'CC-BY-NC-4.0': ['cc by nc 4.0', 'cc by nc'],
  CC0: ['cc0', 'public domain'],
  Custom: [],
};
const LICENCE_PHRASES = LICENCES.flatMap((l) => LICENCE_NAMES[l].map((name): Phrase<'licence'> => ({ kind: 'licence', value: l, words: searchWords(name) })));
/** Longest first, so "cc by sa" is read before "cc by", and "food drink" before "food". */
const PHRASES: Phrase<keyof FiltersFromText>[] = [...FORMAT_PHRASES, ...CATEGORY_PHRASES, ...LICENCE_PHRASES].sort((a, b) => b.words.length - a.words.length);

/**
 * Reads format, category and licence names out of a search's words: each one found becomes a
 * filter (unless the explore filters already set that kind) and leaves the words searched. A
 * category name alone stays text: the text index holds each model's category, so "robots" finds
 * the Robots category and also a robot in Toys, which the filter alone would hide.
 */
export function readFilterWords(words: string[], set: FiltersFromText): { words: string[]; filters: FiltersFromText } {
  const left: string[] = [];
  const filters: FiltersFromText = {};
  let categoryWords: string[] = [];
  let i = 0;
  while (i < words.length) {
    const phrase = PHRASES.find((p) => p.words.length > 0 && p.words.every((w, k) => words[i + k] === w));
    if (!phrase) {
      left.push(words[i]!);
      i += 1;
      continue;
    }
    if (!set[phrase.kind] && !filters[phrase.kind]) {
      Object.assign(filters, { [phrase.kind]: phrase.value });
      if (phrase.kind === 'category') categoryWords = phrase.words;
    }
    i += phrase.words.length;
  }
  if (filters.category && left.length === 0) {
    delete filters.category;
    return { words: categoryWords, filters };
  }
  return { words: left, filters };
}
