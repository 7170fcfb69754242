import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db, Tx } from '../../db/database';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadModelDetail } from '../load-model-detail';
import { liveCounts } from './live-counts';
import { rollUpCounters } from './roll-up-counters';

// A model's counts are its row's rolled-up figures plus what its shards hold (decision 027). A
// reader that takes the two from different moments, with a roll-up committing between them, counts
// what the roll-up moved twice or not at all. Here the roll-up is made to commit exactly there: it
// runs in a transaction that first locks the shards' table, so the reader waits on its shards read
// until the roll-up has committed. Two connections at once: PostgreSQL only.
describe.skipIf(!inject('postgresTemplate'))('a roll-up committing while a model’s counts are read', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ COUNTS_PER_IP_PER_DAY: '1000000' }, { jobsOnDemand: true });
    owner = await createUser(t);
  });
  afterAll(async () => t?.close());

  /** Three views waiting in the shards, none on the row yet. */
  async function modelWithThreeViews(): Promise<string> {
    const model = await createModelViaApi(owner.client);
    for (let i = 0; i < 3; i += 1) expect((await t.client().call('recordModelView', { modelId: model.id })).status).toBe(200);
    return model.id;
  }

  /** Runs read() while the shards are locked, and a roll-up commits once read() waits for them. */
  async function readAcrossARollUp<T>(read: () => Promise<T>): Promise<T> {
    let reading: Promise<T> | undefined;
    await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`lock table model_counter_shards in access exclusive mode`);
      reading = read();
      await waitForALockWaiter(tx);
      expect(await rollUpCounters(tx as unknown as Db, t.services.jobs)).toBeGreaterThanOrEqual(1);
    });
    return reading!;
  }

  async function waitForALockWaiter(tx: Tx): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      const waiting = await tx.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where relation = 'model_counter_shards'::regclass and not granted`);
      if (Number(waiting.rows[0]?.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The reader never waited for the shards: the test no longer puts the roll-up between its reads.');
  }

  it('the model page shows each count once', async () => {
    const modelId = await modelWithThreeViews();
    const loaded = await readAcrossARollUp(() => loadModelDetail(t.services.db, modelId));
    expect(loaded?.detail.views).toBe(3);
    expect((await t.client().call('getModel', { modelId })).result.model.views).toBe(3);
  });

  it('the live counts a view, like or share answers with count each once', async () => {
    const modelId = await modelWithThreeViews();
    const counts = await readAcrossARollUp(() => liveCounts(t.services.db, modelId));
    expect(counts?.views).toBe(3);
  });
});
