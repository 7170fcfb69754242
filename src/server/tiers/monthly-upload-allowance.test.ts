import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorUploadMonths, models } from '../db/schema';
import { putOnTier } from '../test/creator-on-tier';
import { createUser, testImage, type TestUser } from '../test/factories';
import { createModelViaApi, fixture, uploadFile } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { checkMonthlyUploads } from './monthly-upload-allowance';

// Issue 30: a tier allows so many uploads a month (Basic 10, Verified 25, Pro 50, Elite 100), India's calendar.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
});
afterAll(async () => t?.close());

const db = () => t.services.db;
/** This month as India counts it, and the day the next begins ("1 December 2026"), worked out here apart from the code. */
function indiaMonth(): { key: string; nextStart: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const next = new Date(Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1));
  return { key: `${year}-${String(month).padStart(2, '0')}`, nextStart: `1 ${next.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' })} ${next.getUTCFullYear()}` };
}
const used = async (who: TestUser) =>
  (await db().select().from(creatorUploadMonths).where(and(eq(creatorUploadMonths.userId, who.user.id), eq(creatorUploadMonths.month, indiaMonth().key))))[0]?.uploads ?? 0;
const modelsOf = async (who: TestUser) => (await db().select({ n: count() }).from(models).where(eq(models.userId, who.user.id)))[0]!.n;
const setUsed = (who: TestUser, uploads: number) =>
  db()
    .insert(creatorUploadMonths)
    .values({ userId: who.user.id, month: indiaMonth().key, uploads })
    .onConflictDoUpdate({ target: [creatorUploadMonths.userId, creatorUploadMonths.month], set: { uploads } });
async function tryPublish(who: TestUser, title: string) {
  const fileUploadIds = [await uploadFile(who.client, fixture('20mm-xyz-cube.stl'), 'cube.stl', 'model')];
  const previewUploadIds = [await uploadFile(who.client, await testImage('png', 600), 'front.png', 'preview')];
  return who.client.call('createModel', { title, category: '3D Printing', tags: [], visibility: 'public', fileUploadIds, previewUploadIds });
}

describe('uploads a month', () => {
  it('counts each publish, refuses a Basic Creator’s eleventh with the limit and the day it resets, and writes nothing', async () => {
    const creator = await createUser(t);
    await createModelViaApi(creator.client, { title: 'First' });
    await createModelViaApi(creator.client, { title: 'Second', visibility: 'private' });
    expect(await used(creator)).toBe(2);
    const view = (await creator.client.call('getCreatorTier', {})).result.creatorTier;
    expect(view.uploads).toMatchObject({ used: 2, limit: 10 });
    expect(new Date(view.uploads.resetsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })).toBe(indiaMonth().nextStart);

    await setUsed(creator, 9);
    await createModelViaApi(creator.client, { title: 'Tenth' });
    expect(await used(creator)).toBe(10);
    const before = await modelsOf(creator);
    const refused = await tryPublish(creator, 'Eleventh');
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      `You have published 10 models this month, the most a Basic Creator can (10 a month). You can publish again from ${indiaMonth().nextStart}.`,
    );
    expect([await modelsOf(creator), await used(creator)]).toEqual([before, 10]);
  });

  it('deleting a model gives no upload back; a higher tier allows more', async () => {
    const creator = await createUser(t);
    const model = await createModelViaApi(creator.client, { title: 'Short-lived' });
    await setUsed(creator, 10);
    expect((await creator.client.call('deleteModel', { modelId: model.id })).status).toBe(200);
    expect((await tryPublish(creator, 'Again')).status).toBe(429);

    await putOnTier(t, creator.user.id, 'pro');
    expect((await tryPublish(creator, 'As a Pro')).status).toBe(200);
    expect(await used(creator)).toBe(11);
    await setUsed(creator, 50);
    expect((await tryPublish(creator, 'Fifty-first')).error?.message).toMatch(/^You have published 50 models this month, the most a Pro Creator can \(50 a month\)\./);
  });

  it('two publishes at once with one upload left: one is made, the other refused', async () => {
    const creator = await createUser(t);
    await setUsed(creator, 9);
    const answers = await Promise.all([tryPublish(creator, 'Left'), tryPublish(creator, 'Right')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect([await modelsOf(creator), await used(creator)]).toEqual([1, 10]);
  });

  it('starts again on the first of the month, India time', async () => {
    const creator = await createUser(t);
    await db().insert(creatorUploadMonths).values({ userId: creator.user.id, month: '2026-11', uploads: 10 });
    await expect(checkMonthlyUploads(db(), creator.user.id, new Date('2026-11-30T18:29:59Z'))).rejects.toThrow(/You can publish again from 1 December 2026\./);
    await expect(checkMonthlyUploads(db(), creator.user.id, new Date('2026-11-30T18:30:00Z'))).resolves.toBeUndefined();
  });
});
