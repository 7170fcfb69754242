import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../db/schema';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { createUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { HOME_FEED_STALE } from './event-handlers';
import { eventQueueName } from './event-consumers';
import { recordEvent } from './record-event';

let t: TestApp;

beforeAll(async () => {
  // A home feed kept for a minute: only the event can make it fresh sooner.
  t = await createTestApp({ HOME_FEED_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await t?.close();
});

async function jobsFor(eventId: number): Promise<{ state: string }[]> {
  const { rows } = await t.services.database.executeSql(`select state from ${JOB_SCHEMA}.job where name = $1 and data->>'eventId' = $2`, [
    eventQueueName('home-feed-stale'),
    String(eventId),
  ]);
  return rows as { state: string }[];
}

/** Counts the live signals this node hears on a channel. */
function listen(channel: string): { count(): number; stop(): void } {
  let heard = 0;
  const stop = t.services.notifier.subscribe(channel, () => (heard += 1));
  return { count: () => heard, stop };
}

describe('domain events', () => {
  it('an event recorded in a transaction that rolls back is never written nor consumed', async () => {
    const signals = listen(HOME_FEED_STALE);
    let eventId = 0;
    await expect(
      t.services.db.transaction(async (tx) => {
        eventId = await recordEvent(tx, t.services.jobs, { type: 'model.revised', subjectId: 'rolled-back-model', actorId: null });
        // It exists inside the transaction, with its consumer's job.
        const [inside] = await tx.select().from(domainEvents).where(eq(domainEvents.id, eventId));
        expect(inside?.subjectId).toBe('rolled-back-model');
        const { rows } = await tx.execute(sql.raw(`select count(*)::int as n from ${JOB_SCHEMA}.job where data->>'eventId' = '${eventId}'`));
        expect((rows as { n: number }[])[0]!.n).toBe(1);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, 'rolled-back-model'))).toEqual([]);
    expect(await jobsFor(eventId)).toEqual([]);
    // Longer than the consumer's polling interval: nothing arrives.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(signals.count()).toBe(0);
    signals.stop();
  });

  it('a committed event is consumed once, after the commit', async () => {
    const signals = listen(HOME_FEED_STALE);
    const eventId = await t.services.db.transaction((tx) =>
      recordEvent(tx, t.services.jobs, { type: 'model.deleted', subjectId: 'committed-model', actorId: null }),
    );
    await expect.poll(async () => (await jobsFor(eventId)).map((job) => job.state), { timeout: 15_000 }).toEqual(['completed']);
    await expect.poll(() => signals.count(), { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(signals.count()).toBe(1);
    signals.stop();
  });

  it('publishing, editing and deleting a model record events, and the cached home feed follows at once', async () => {
    const creator = await createUser(t);
    const newest = async () => ((await t.client().call('getHomeFeed', {})).result as { newest: { id: string; title: string }[] }).newest;
    await newest();
    const model = await createModelViaApi(creator.client, { title: 'Stepped planter' });
    await expect.poll(async () => (await newest()).map((m) => m.title), { timeout: 15_000 }).toContain('Stepped planter');

    const renamed = await creator.client.call('updateModel', { modelId: model.id, title: 'Stepped planter, large' });
    expect(renamed.status).toBe(200);
    await expect.poll(async () => (await newest()).map((m) => m.title), { timeout: 15_000 }).toContain('Stepped planter, large');

    expect((await creator.client.call('deleteModel', { modelId: model.id })).status).toBe(200);
    await expect.poll(async () => (await newest()).map((m) => m.id), { timeout: 15_000 }).not.toContain(model.id);

    const recorded = await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, model.id)).orderBy(domainEvents.id);
    expect(recorded.map((event) => [event.type, event.actorId])).toEqual([
      ['model.published', creator.user.id],
      ['model.revised', creator.user.id],
      ['model.deleted', creator.user.id],
    ]);
  });
});
