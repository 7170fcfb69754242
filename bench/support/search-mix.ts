import { EXPLORE_SORTS } from '../../src/shared/constants/discovery-rules';
import type { ExploreFilters } from '../../src/shared/constants/explore-filters';
import { MODEL_CATEGORIES } from '../../src/shared/constants/model-rules';
import { ADJECTIVES, MAKERS_FIRST, NOUNS, TAGS } from './catalogue-words';

export interface BenchQuery {
  kind: string;
  filters: ExploreFilters;
  /** Time the second page (after the first page's cursor) instead of the first. */
  secondPage?: boolean;
  /** Time this page (1 is the first), reached by following the cursors. */
  page?: number;
}

/** A small seeded generator, so every run asks the same questions. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One letter dropped, doubled or swapped with its neighbour: the typos people make. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const how = Math.floor(random() * 3);
  if (how === 0) return word.slice(0, at) + word.slice(at + 1);
  if (how === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/**
 * `count` explore requests of every kind the page makes: single and two-word searches, typos,
 * prefixes, creator names, tags, filters alone and with text, every sort, and second pages.
 */
export function searchMix(count = 200, seed = 42): BenchQuery[] {
  const random = seeded(seed);
  const any = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const longNouns = NOUNS.filter((n) => n.length >= 5);
  const makers: (() => BenchQuery)[] = [
    () => ({ kind: 'word', filters: { q: any(NOUNS) } }),
    () => ({ kind: 'two words', filters: { q: `${any(ADJECTIVES)} ${any(NOUNS)}` } }),
    () => ({ kind: 'typo', filters: { q: typo(any(longNouns), random) } }),
    () => ({ kind: 'prefix', filters: { q: any(longNouns).slice(0, 4) } }),
    () => ({ kind: 'creator', filters: { q: any(MAKERS_FIRST) } }),
    () => ({ kind: 'tag', filters: { q: any(TAGS) } }),
    () => ({ kind: 'filters only', filters: { category: any(MODEL_CATEGORIES), format: any(['stl', '3mf', 'obj'] as const), sort: any(EXPLORE_SORTS.filter((s) => s !== 'best')) } }),
    () => ({ kind: 'text + filters', filters: { q: any(NOUNS), category: any(MODEL_CATEGORIES), printable: random() < 0.5 } }),
    () => ({ kind: 'sorted search', filters: { q: any(NOUNS), sort: any(EXPLORE_SORTS) } }),
    () => ({ kind: 'browse', filters: { sort: any(EXPLORE_SORTS.filter((s) => s !== 'best')), viewer: random() < 0.3 } }),
    () => ({ kind: 'second page', filters: { q: any(NOUNS), sort: any(EXPLORE_SORTS) }, secondPage: true }),
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]!());
}
