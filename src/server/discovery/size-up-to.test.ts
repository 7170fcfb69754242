import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../db/schema';
import { LISTED_PUBLICLY } from '../policies/model-scopes';
import { insertModelRow } from '../test/discovery-factories';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Reader } from './read-matches';
import { sizeUpTo } from './size-up-to';

// A band's size is counted only when the statistics leave it in doubt (decision 023's counts, issue 28's latency).
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const maker = (await createUser(t)).user.id;
  // 300 lanterns, 4 kites and 96 plain blocks, then the statistics the planner estimates from.
  for (let i = 0; i < 400; i++) {
    const title = i < 300 ? `Paper lantern ${i}` : i < 304 ? `Paper kite ${i}` : `Plain block ${i}`;
    await insertModelRow(t, maker, { title });
  }
  await t.services.db.execute(sql`analyze models`);
});
afterAll(async () => t?.close());

const inTitles = (word: string) => sql`${models.titleVector} @@ to_tsquery('english', ${word})`;
const dialect = new PgDialect();

/** sizeUpTo's answer, and the statements it sent. */
async function size(word: string, cap: number): Promise<{ n: number; statements: string[] }> {
  const statements: string[] = [];
  const n = await t.services.db.transaction(async (tx) => {
    const recording: Reader = {
      execute: ((query: SQL) => {
        statements.push(dialect.sqlToQuery(query).sql);
        return tx.execute(query);
      }) as Reader['execute'],
    };
    return sizeUpTo(recording, [LISTED_PUBLICLY], inTitles(word), models.titleVector, cap);
  });
  return { n, statements };
}

describe('sizeUpTo', () => {
  it('answers "past the cap" for a word the statistics show in far more models, reading no row', async () => {
    const { n, statements } = await size('lantern', 20);
    expect(n).toBe(21);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((s) => s.startsWith('explain'))).toBe(true);
  });

  it('counts when the estimate is not several times the cap', async () => {
    const { n, statements } = await size('lantern', 200);
    expect(n).toBe(201);
    expect(statements.some((s) => s.startsWith('select count'))).toBe(true);
  });

  it('counts a word the statistics know little of, exactly, up to the cap', async () => {
    expect((await size('kite', 20)).n).toBe(4);
    expect((await size('zeppelin', 20)).n).toBe(0);
    expect((await size('kite', 2)).n).toBe(3);
  });
});
