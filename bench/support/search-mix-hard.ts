import { EXPLORE_SORTS } from '../../src/shared/constants/discovery-rules';
import type { BenchQuery } from './search-mix';
import { ADJECTIVES, NOUNS, TAGS } from './catalogue-words';

/** A small seeded generator, so every run asks the same questions (seeded apart from the first mix). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 22695477) + 1) >>> 0;
    return state / 2 ** 32;
  };
}

const NOTHING = ['zorbleflux', 'qwxzv', 'xyzzyqq', 'plumbusify', 'snarglewhip', 'frobnicator', 'wibblewobble', 'kvetchomatic'];
const STOP = ['the', 'a', 'of the', 'for', 'with a', 'and the'];
const SYMBOLS = ['50% infill', 'c++', 'm3 x 10mm', '#3dprint', 'gear (20t)', '1:12 scale', 'vase & planter', 'a/b test', 'pla+', '3.5" bay'];
const SCRIPTS = ['गणेश', 'मूर्ति', 'ಆನೆ', 'ಬೊಂಬೆ', 'ದೀಪ', 'दीया', 'கோலம்', '象', 'ваза', '🙂', '🚀 rocket', '🏺'];
const QUOTES = ['"spiral vase"', '"low poly" dragon', "'gear'", '"', '""', '"phone stand'];

/**
 * Issue 10's hard classes: words that match nothing (any sort), one and two letters, stop words,
 * ten words, symbols, other scripts and emoji, quotes, every sort, and deep pages.
 */
export function hardSearchMix(count = 200, seed = 1009): BenchQuery[] {
  const random = seeded(seed);
  const any = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const letters = 'abcdefghijklmnoprstuvw';
  const makers: (() => BenchQuery)[] = [
    () => ({ kind: 'nothing', filters: { q: any(NOTHING), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'one letter', filters: { q: any([...letters]), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'two letters', filters: { q: any([...letters]) + any([...letters]), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'stop words', filters: { q: any(STOP), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'ten words', filters: { q: Array.from({ length: 10 }, () => any(random() < 0.5 ? NOUNS : ADJECTIVES)).join(' ') } }),
    () => ({ kind: 'symbols', filters: { q: any(SYMBOLS), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'scripts, emoji', filters: { q: any(SCRIPTS), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'quotes', filters: { q: any(QUOTES) } }),
    () => ({ kind: 'every sort', filters: { q: any(random() < 0.5 ? NOUNS : TAGS), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'deep page', filters: { q: any(NOUNS), sort: any(EXPLORE_SORTS) }, page: 3 + Math.floor(random() * 5) }),
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]!());
}
