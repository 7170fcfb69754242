import type { After, MatchRow } from './read-matches';

/** A reload restores at most this many pages: the nine before the one in the address, and it. */
export const RESTORE_PAGES = 10;

/** One page as explore gives it: its rows, where the next starts, and what the page says of the whole list. */
export interface ListPage {
  rows: MatchRow[];
  next: After | null;
  total: number;
  /** The words searched for this page (typos corrected), to be said once for the whole list. */
  searched: string[];
}

export type PageFinder = (after: After | undefined) => Promise<ListPage>;

const samePlace = (a: After, b: After) => a.band === b.band && a.key === b.key && a.id === b.id;

/**
 * The list from the top down through the page that starts at `through` (issue 28 item 4, decision
 * 062): the pages are read again from the top as Load more read them, so the list is one keyset
 * walk (no model twice, the same order), until one ends at `through`, or holds the model `through`
 * was after (the list moved a little since: the page is then the one after that model, as it is
 * now). Found within RESTORE_PAGES pages, the answer says where that page starts; else it is the
 * page at `through` alone, as a cursor gives it (`throughAt` null: explore offers the top instead).
 */
export async function listThrough(find: PageFinder, through: After): Promise<ListPage & { throughAt: number | null }> {
  const before: MatchRow[] = [];
  let first: ListPage | undefined;
  let lastStart: After | undefined;
  let after: After | undefined;
  for (let read = 1; read < RESTORE_PAGES && !lastStart; read++) {
    const page = await find(after);
    first ??= page;
    const at = page.rows.findIndex((row) => row.id === through.id);
    if (at >= 0) {
      before.push(...page.rows.slice(0, at + 1));
      lastStart = page.rows[at]!;
      break;
    }
    before.push(...page.rows);
    if (!page.next) break;
    if (samePlace(page.next, through)) lastStart = through;
    after = page.next;
  }
  if (!lastStart || !first) return { ...(await find(through)), throughAt: null };
  const last = await find(lastStart);
  return { rows: [...before, ...last.rows], next: last.next, total: first.total, searched: first.searched, throughAt: before.length };
}
