import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../db/schema';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { createUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { HOME_FEED_STALE } from '../discovery/home-feed-cache';
import type { DomainEvent } from './domain-event';
import { EVENT_CONSUMERS } from '../composition/event-catalogue';
import { eventQueueName } from './event-consumers';
import { readRecordedEvents } from './read-recorded-events';
import { recordEvent } from './record-event';

let t: TestApp;

beforeAll(async () => {
  // A home feed kept for a minute: only the event can make it fresh sooner.
  // Jobs run when drained: that an event was not consumed is then exact, not a wait.
  t = await createTestApp({ HOME_FEED_CACHE_SECONDS: '60' }, { jobsOnDemand: true });
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
        eventId = await recordEvent(tx, t.services.jobs, { type: 'model.revised', subjectId: 'rolled-back-model', actorId: null, data: { visibility: 'public' } });
        // It exists inside the transaction, with a job for each of its consumers (the home feed, the tier review).
        const [inside] = await tx.select().from(domainEvents).where(eq(domainEvents.id, eventId));
        expect(inside?.subjectId).toBe('rolled-back-model');
        const { rows } = await tx.execute(sql.raw(`select count(*)::int as n from ${JOB_SCHEMA}.job where data->>'eventId' = '${eventId}'`));
        expect((rows as { n: number }[])[0]!.n).toBe(2);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, 'rolled-back-model'))).toEqual([]);
    expect(await jobsFor(eventId)).toEqual([]);
    // Every job there is has run: none was this event's.
    await t.drainJobs();
    expect(signals.count()).toBe(0);
    signals.stop();
  });

  it('a committed event is consumed once, after the commit', async () => {
    const signals = listen(HOME_FEED_STALE);
    const eventId = await t.services.db.transaction((tx) =>
      recordEvent(tx, t.services.jobs, { type: 'model.deleted', subjectId: 'committed-model', actorId: null, data: { ownerId: 'someone' } }),
    );
    expect(await jobsFor(eventId)).toEqual([expect.objectContaining({ state: 'created' })]);
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(1);
    expect((await jobsFor(eventId)).map((job) => job.state)).toEqual(['completed']);
    await expect.poll(() => signals.count(), { timeout: 5_000 }).toBe(1);
    // Nothing is left to run it again.
    expect(await t.drainJobs()).toBe(0);
    expect(signals.count()).toBe(1);
    signals.stop();
  });

  it('publishing, editing and deleting a model record events, and the cached home feed follows at once', async () => {
    const creator = await createUser(t);
    const newest = async () => ((await t.client().call('getHomeFeed', {})).result as { newest: { id: string; title: string }[] }).newest;
    await newest();
    const model = await createModelViaApi(creator.client, { title: 'Stepped planter' });
    await t.drainJobs();
    await expect.poll(async () => (await newest()).map((m) => m.title), { timeout: 15_000 }).toContain('Stepped planter');

    const renamed = await creator.client.call('updateModel', { modelId: model.id, title: 'Stepped planter, large' });
    expect(renamed.status).toBe(200);
    await t.drainJobs();
    await expect.poll(async () => (await newest()).map((m) => m.title), { timeout: 15_000 }).toContain('Stepped planter, large');

    expect((await creator.client.call('deleteModel', { modelId: model.id })).status).toBe(200);
    await t.drainJobs();
    await expect.poll(async () => (await newest()).map((m) => m.id), { timeout: 15_000 }).not.toContain(model.id);

    const recorded = await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, model.id)).orderBy(domainEvents.id);
    expect(recorded.map((event) => [event.type, event.actorId])).toEqual([
      ['model.published', creator.user.id],
      ['model.revised', creator.user.id],
      ['model.deleted', creator.user.id],
    ]);
  });

  describe('typed payloads (decision 059)', () => {
    // Each is also refused by the compiler (the expect-error lines); at run time, by the schema.
    const refused: [string, () => DomainEvent][] = [
      // @ts-expect-error: a review's rating is required
      ['a missing required field', () => ({ type: 'model.reviewed', subjectId: 'typed-model', actorId: null, data: { reviewId: 'r1', ownerId: 'u1', isNew: true } })],
      // @ts-expect-error: a rating is a number
      ['text where a number goes', () => ({ type: 'model.reviewed', subjectId: 'typed-model', actorId: null, data: { reviewId: 'r1', rating: '4', ownerId: 'u1', isNew: true } })],
      ['a fraction of a paisa', () => ({ type: 'tip.received', subjectId: 'typed-model', actorId: null, data: { paymentId: 'p1', amount: 12.5, creatorAmount: 12, book: 'live', modelId: null } })],
      // @ts-expect-error: the book is live or test
      ['a value outside its set', () => ({ type: 'tip.refunded', subjectId: 'typed-model', actorId: null, data: { paymentId: 'p1', refundId: 'rf1', amount: 100, payerId: null, book: 'sandbox' } })],
      // @ts-expect-error: not a kind of event
      ['an unknown kind', () => ({ type: 'model.sneezed', subjectId: 'typed-model', actorId: null, data: {} })],
    ];

    it.each(refused)('refuses %s: it throws, and nothing of its transaction is committed', async (_name, event) => {
      const marker = `typed-${Math.random().toString(36).slice(2)}`;
      const before = await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, marker));
      expect(before).toEqual([]);
      let goodId = 0;
      await expect(
        t.services.db.transaction(async (tx) => {
          // What the change did before the bad event: it must roll back with it.
          goodId = await recordEvent(tx, t.services.jobs, { type: 'model.revised', subjectId: marker, actorId: null, data: { visibility: 'public' } });
          await recordEvent(tx, t.services.jobs, { ...event(), subjectId: marker });
        }),
      ).rejects.toThrow(/is not (what that kind carries|a kind of domain event)/);
      expect(goodId).toBeGreaterThan(0);
      expect(await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, marker))).toEqual([]);
      expect(await jobsFor(goodId)).toEqual([]);
    });

    it('the error names the kind and the field', async () => {
      const bad = { type: 'model.reviewed', subjectId: 'typed-model', actorId: null, data: { reviewId: 'r1', ownerId: 'u1', isNew: true } } as unknown as DomainEvent;
      await expect(t.services.db.transaction((tx) => recordEvent(tx, t.services.jobs, bad))).rejects.toThrow(/'model\.reviewed'[\s\S]*rating/);
    });

    it('a row read back that its schema refuses (or of a kind the consumer does not take) is logged as an error and skipped; the others are typed', async () => {
      const rows = await t.services.db
        .insert(domainEvents)
        .values([
          { type: 'model.liked', subjectId: 'old-model', actorId: null, data: { ownerId: 'u1' } },
          { type: 'model.liked', subjectId: 'old-model', actorId: null, data: {} },
          { type: 'model.downloaded', subjectId: 'old-model', actorId: null, data: { ownerId: 'u1' } },
        ])
        .returning();
      const logged: { eventId: number; type: string }[] = [];
      const log = { error: (fields: unknown) => void logged.push(fields as { eventId: number; type: string }) };
      const events = readRecordedEvents(log, rows, EVENT_CONSUMERS.notifications);
      expect(events.map((event) => [event.id, event.type, event.data])).toEqual([[rows[0]!.id, 'model.liked', { ownerId: 'u1' }]]);
      expect(logged.map((entry) => [entry.eventId, entry.type])).toEqual([
        [rows[1]!.id, 'model.liked'],
        [rows[2]!.id, 'model.downloaded'],
      ]);
    });
  });
});
