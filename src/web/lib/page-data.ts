import { PAGE_DATA_ELEMENT_ID, pageDataKey, type PageData } from '../../shared/page-data';

interface Answer {
  result: unknown;
  /** When the server answered: the page's load, so React Query judges its freshness as it would a fetch's. */
  at: number;
}

let answers: Map<string, Answer> | undefined;
/** While the server renders a page (server-entry.tsx): that page's answers, not the document's. */
let rendering: Map<string, Answer> | null = null;

function toAnswers(data: PageData, at: number): Map<string, Answer> {
  return new Map(data.calls.map((call) => [pageDataKey(call.name, call.input), { result: call.result, at }]));
}

/** Runs a server render (synchronous, so no other request's render can interleave) with a page's answers. */
export function withPageData<T>(data: PageData, render: () => T): T {
  rendering = toAnswers(data, Date.now());
  try {
    return render();
  } finally {
    rendering = null;
  }
}

function readAnswers(): Map<string, Answer> {
  if (rendering) return rendering;
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    answers = toAnswers(JSON.parse(element.textContent) as PageData, Date.now());
  } catch (error) {
    // Only a faster first screen is lost: every call still goes to the API.
    console.warn('The page data could not be read', error);
  }
  return answers;
}

/**
 * The answer the page's HTML brought for this call (decision 022), given out once: a later query
 * for the same call, after the cache has let it go, asks the API.
 */
export function takePageData<T>(name: string, input?: unknown): { result: T; at: number } | undefined {
  const all = readAnswers();
  const key = pageDataKey(name, input);
  const answer = all.get(key);
  if (!answer) return undefined;
  all.delete(key);
  return answer as { result: T; at: number };
}

/** What the page brought for a call, left in place for the query that will take it. */
export function peekPageData<T>(name: string, input?: unknown): T | undefined {
  return readAnswers().get(pageDataKey(name, input))?.result as T | undefined;
}

/** The same for a paged (infinite) query: the page's answer is its first page. */
export function firstPageFromPage<T>(name: string, input: unknown) {
  return initialFromPage<T, { pages: T[]; pageParams: (string | null)[] }>(name, input, (first) => ({ pages: [first], pageParams: [null] }));
}

/** React Query options that start a query from the page's data, when the page brought it. */
export function initialFromPage<T, D = T>(name: string, input: unknown, pick: (result: T) => D = (result) => result as unknown as D) {
  let taken: { result: T; at: number } | undefined | null = null;
  const take = () => (taken === null ? (taken = takePageData<T>(name, input)) : taken);
  return {
    initialData: () => {
      const answer = take();
      return answer ? pick(answer.result) : undefined;
    },
    initialDataUpdatedAt: () => take()?.at,
  };
}
