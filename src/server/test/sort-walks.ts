import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ExploreSort } from '../../shared/constants/discovery-rules';
import type { TestApp } from './test-app';

/** Every title a signed-out visitor meets paging through explore in one sort, `limit` a page, cursor to cursor. */
export async function walkSort(t: TestApp, sort: ExploreSort, input: Record<string, unknown>, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const answer = await t.client().call('searchModels', { ...input, sort, limit, cursor });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result.sort).toBe(sort);
    seen.push(...answer.result.models.map((m: { title: string }) => m.title));
    cursor = answer.result.nextCursor ?? undefined;
  } while (cursor);
  return seen;
}

/**
 * The plan of a sort's first page over listed models, `order` as explore's keyset orders it, with
 * sequential and bitmap scans off so the plan shows whether an index alone serves that order.
 */
export function sortPlan(t: TestApp, order: SQL, where: SQL = sql``): Promise<string> {
  return t.services.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain select id from models
      where visibility = 'public' and not analysis_failed ${where}
      order by ${order} limit 41`);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
