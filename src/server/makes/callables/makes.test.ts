import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, makes, models } from '../../db/schema';
import { refreshTrending } from '../../discovery';
import { auditEntries, createOwnerOtherAdmin, createUser, testImage, type TestUser } from '../../test/factories';
import { createModelViaApi, uploadFile } from '../../test/model-factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { insertReport } from '../../test/report-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let open: { id: string };
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
  open = await createModelViaApi(owner.client, { title: 'Gear Train' });
});
afterAll(async () => t?.close());

const db = () => t.services.db;
const rowsOf = async (modelId: string) => (await db().select({ n: count() }).from(makes).where(eq(makes.modelId, modelId)))[0]!.n;
const countOf = async (modelId: string) => (await db().select({ n: models.makeCount }).from(models).where(eq(models.id, modelId)))[0]!.n;
const storedMakePhotos = async () => (await t.services.storage.list('makes/')).map((o) => o.key);
const removalEvents = async (modelId: string) => db().select().from(domainEvents).where(and(eq(domainEvents.type, 'make.removed_by_moderator'), eq(domainEvents.subjectId, modelId)));
const removalNotices = async (maker: TestUser, modelId: string) =>
  (await notificationRowsOf(t, maker.user.id, 'moderation')).filter((n) => n.actionUrl === `/model/${modelId}`).map((n) => n.message);
const photos = async (who: TestUser, n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push(await uploadFile(who.client, await testImage(i % 2 ? 'jpeg' : 'png', 500), `print-${i}.png`, 'preview'));
  return ids;
};
const fields = { printer: 'Prusa MK4', material: 'PETG', layerHeightMm: 0.2, infillPercent: 15, supports: false, comment: 'Printed without a hitch.' };
const post = async (who: TestUser, modelId: string, extra: Record<string, unknown> = {}) => {
  const answer = await who.client.call('postMake', { modelId, photoUploadIds: await photos(who, 1), ...fields, ...extra });
  if (answer.status !== 200) throw new Error(`postMake: ${answer.status} ${answer.error?.message}`);
  return answer.result.make as { id: string };
};

describe('postMake, listModelMakes and listUserMakes', () => {
  it('posts a make with two photos re-encoded as WebP, counts it, lists it on the model and the maker, and tells the creator', async () => {
    const model = await createModelViaApi(owner.client, { title: 'Vase' });
    const photoUploadIds = await photos(other, 2);
    const answer = await other.client.call('postMake', { modelId: model.id, photoUploadIds, ...fields, rating: 5, comment: '  Lovely vase.  ' });
    expect(answer).toMatchObject({ status: 200, result: { makeCount: 1, make: { modelId: model.id, modelTitle: 'Vase', printer: 'Prusa MK4', material: 'PETG', layerHeightMm: 0.2, infillPercent: 15, supports: false, comment: 'Lovely vase.', rating: 5, canDelete: true } } });
    const make = answer.result.make;
    expect(make.photos).toHaveLength(2);
    const image = await t.client().fetch(make.photos[0].urls[0].url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    // The uploads were taken by the make.
    expect((await other.client.call('postMake', { modelId: model.id, photoUploadIds, ...fields })).status).toBe(400);

    const onModel = await t.client().call('listModelMakes', { modelId: model.id });
    expect(onModel.result).toMatchObject({ makeCount: 1, nextCursor: null, makes: [{ id: make.id, canDelete: false, maker: { uid: other.user.id, displayName: other.user.displayName } }] });
    expect((await admin.client.call('listModelMakes', { modelId: model.id })).result.makes[0].canDelete).toBe(true);
    expect((await owner.client.call('listUserMakes', { userId: other.user.id })).result.makes.map((m: { id: string }) => m.id)).toContain(make.id);
    expect(await countOf(model.id)).toBe(1);
    const [event] = await db().select().from(domainEvents).where(and(eq(domainEvents.type, 'model.made'), eq(domainEvents.subjectId, model.id)));
    expect(event?.data).toEqual({ makeId: make.id, ownerId: owner.user.id });

    await t.drainJobs();
    const [notice] = await notificationRowsOf(t, owner.user.id, 'make');
    expect(notice).toMatchObject({ actionUrl: expect.stringContaining(`#make-${make.id}`), message: expect.stringContaining('printed Vase') });
  });

  it("does not tell the creator of their own make, and pages a model's makes newest first", async () => {
    const model = await createModelViaApi(owner.client, { title: 'Own print' });
    const first = await post(owner, model.id);
    const second = await post(other, model.id);
    await t.drainJobs();
    expect((await notificationRowsOf(t, owner.user.id, 'make')).filter((n) => n.modelId === model.id)).toHaveLength(1);
    const page = await t.client().call('listModelMakes', { modelId: model.id, limit: 1 });
    expect(page.result.makes.map((m: { id: string }) => m.id)).toEqual([second.id]);
    const next = await t.client().call('listModelMakes', { modelId: model.id, limit: 1, cursor: page.result.nextCursor });
    expect(next.result).toMatchObject({ makes: [{ id: first.id }], nextCursor: null, makeCount: 2 });
  });

  it('refuses a signed-out caller with a 401 and writes nothing', async () => {
    const before = await rowsOf(open.id);
    expect(await t.client().call('postMake', { modelId: open.id, photoUploadIds: ['abcdefgh12'], ...fields })).toMatchObject({ status: 401, error: { message: 'Failed to post make: User not authenticated' } });
    expect(await rowsOf(open.id)).toBe(before);
  });

  it('refuses bad input with a 400 in a sentence, storing and writing nothing', async () => {
    const before = { rows: await rowsOf(open.id), stored: (await storedMakePhotos()).length };
    const one = await photos(other, 1);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ photoUploadIds: [] }, /^Failed to post make: photoUploadIds: add at least one photo/],
      [{ photoUploadIds: Array.from({ length: 9 }, (_, i) => `upload-${i}-abc`) }, /^Failed to post make: photoUploadIds: a make has at most 8 photos/],
      [{ photoUploadIds: one, rating: 6 }, /^Failed to post make: rating must be 1 to 5 stars/],
      [{ photoUploadIds: one, rating: 2.5 }, /rating must be a whole number/],
      [{ photoUploadIds: one, printer: '  ' }, /printer is required/],
      [{ photoUploadIds: one, material: 'Cheese' }, /material must be one of/],
      [{ photoUploadIds: one, layerHeightMm: 3 }, /layer height must be at most 1 mm/],
      [{ photoUploadIds: one, infillPercent: 101 }, /infill must be between 0 and 100/],
      [{ photoUploadIds: one, supports: 'yes' }, /supports must be yes or no/],
      [{ photoUploadIds: one, comment: 'x'.repeat(1001) }, /a comment is at most 1000 characters/],
      [{ photoUploadIds: [one[0], one[0]] }, /the same photo is sent twice/],
    ];
    for (const [data, message] of cases) {
      const answer = await other.client.call('postMake', { modelId: open.id, ...fields, ...data });
      expect([answer.status, answer.error?.message], JSON.stringify(data).slice(0, 80)).toEqual([400, expect.stringMatching(message)]);
    }
    const notImage = await uploadFile(other.client, Buffer.from('this is not a picture at all'), 'fake.png', 'preview');
    const mixed = await other.client.call('postMake', { modelId: open.id, ...fields, photoUploadIds: [...one, notImage] });
    expect(mixed).toMatchObject({ status: 400, error: { message: 'Failed to post make: Photo 2 is not a JPG, PNG, GIF or WebP image.' } });
    expect(await rowsOf(open.id)).toBe(before.rows);
    expect((await storedMakePhotos()).length).toBe(before.stored);
    // The good photo is still there for a retry.
    expect((await other.client.call('postMake', { modelId: open.id, ...fields, photoUploadIds: one })).status).toBe(200);
  });

  it("refuses a private, hidden or unknown model: 'Model not found' to others, a sentence to the owner", async () => {
    const closed = await createModelViaApi(owner.client, { visibility: 'private' });
    const hidden = await createModelViaApi(owner.client);
    await db().update(models).set({ visibility: 'private', hiddenAt: new Date(), hiddenBy: admin.user.id, hiddenReason: 'Stolen design', visibilityBeforeHidden: 'public' }).where(eq(models.id, hidden.id));
    for (const modelId of [closed.id, hidden.id, 'no-such-model']) {
      expect(await other.client.call('postMake', { modelId, photoUploadIds: await photos(other, 1), ...fields })).toMatchObject({ status: 404, error: { message: 'Failed to post make: Model not found' } });
      expect((await t.client().call('listModelMakes', { modelId })).status).toBe(404);
    }
    expect(await owner.client.call('postMake', { modelId: closed.id, photoUploadIds: await photos(owner, 1), ...fields })).toMatchObject({ status: 400, error: { message: 'Failed to post make: only a public model can have makes' } });
    expect(await rowsOf(closed.id)).toBe(0);
  });

  it('drops makes on a model made private from the maker list of those who may not see it', async () => {
    const model = await createModelViaApi(owner.client, { title: 'Soon private' });
    const make = await post(other, model.id);
    await db().update(models).set({ visibility: 'private' }).where(eq(models.id, model.id));
    const ids = async (who: TestUser | null) => (await (who ? who.client : t.client()).call('listUserMakes', { userId: other.user.id, limit: 48 })).result.makes.map((m: { id: string }) => m.id);
    expect(await ids(null)).not.toContain(make.id);
    expect(await ids(other)).not.toContain(make.id);
    expect(await ids(owner)).toContain(make.id);
    expect(await ids(admin)).toContain(make.id);
  });
});

describe('deleteMake', () => {
  it('lets the maker delete their make (count, photos and notice go) and nobody else but an admin', async () => {
    const model = await createModelViaApi(owner.client);
    const make = await post(other, model.id);
    await t.drainJobs();
    expect(await t.client().call('deleteMake', { makeId: make.id })).toMatchObject({ status: 401 });
    expect(await owner.client.call('deleteMake', { makeId: make.id })).toMatchObject({ status: 403, error: { message: 'Failed to delete make: only the maker or an admin can delete this make' } });
    expect(await other.client.call('deleteMake', { makeId: 'no-such-make' })).toMatchObject({ status: 404, error: { message: 'Failed to delete make: Make not found' } });
    expect(await rowsOf(model.id)).toBe(1);
    expect((await storedMakePhotos()).some((key) => key.includes(make.id))).toBe(true);
    expect(await other.client.call('deleteMake', { makeId: make.id })).toMatchObject({ status: 200, result: { success: true, makeCount: 0 } });
    expect([await rowsOf(model.id), await countOf(model.id)]).toEqual([0, 0]);
    expect((await storedMakePhotos()).some((key) => key.includes(make.id))).toBe(false);
    expect((await notificationRowsOf(t, owner.user.id, 'make')).filter((n) => n.modelId === model.id)).toEqual([]);
  });

  it("takes a deleted model's makes and their photos with it, and no other make's", async () => {
    // The admin's own model: the owner's uploads this month are counted to the other tests.
    const model = await createModelViaApi(admin.client);
    const gone = await post(other, model.id);
    const kept = await post(other, open.id);
    expect(await admin.client.call('deleteModel', { modelId: model.id })).toMatchObject({ status: 200 });
    expect(await rowsOf(model.id)).toBe(0);
    const stored = await storedMakePhotos();
    expect(stored.some((key) => key.includes(gone.id))).toBe(false);
    expect(stored.some((key) => key.includes(kept.id))).toBe(true);
  });

  it('lets an admin remove a make only with a reason, and audits it', async () => {
    const make = await post(other, open.id);
    expect(await admin.client.call('deleteMake', { makeId: make.id })).toMatchObject({ status: 400, error: { message: expect.stringMatching(/^Failed to delete make: reason: /) } });
    expect(await admin.client.call('deleteMake', { makeId: make.id, reason: 'Photos of another model' })).toMatchObject({ status: 200 });
    const [entry] = await auditEntries(t, make.id);
    expect(entry).toMatchObject({ action: 'make.delete', actorId: admin.user.id, targetType: 'make', details: { reason: 'Photos of another model' } });
  });

  it("tells the maker the admin's reason, recorded with the removal, as a moderator's removal on a report does", async () => {
    const model = await createModelViaApi(admin.client, { title: 'Shelf bracket' });
    const make = await post(other, model.id);
    expect(await admin.client.call('deleteMake', { makeId: make.id, reason: 'Photos of another model' })).toMatchObject({ status: 200 });
    // There before any job has run: the event was committed with the removal, not after it.
    expect((await removalEvents(model.id)).map((e) => [e.actorId, e.data])).toEqual([[null, { makerId: other.user.id, message: 'Photos of another model', reportId: null }]]);
    await t.drainJobs();
    expect(await removalNotices(other, model.id)).toEqual(['The moderators removed your make of Shelf bracket: Photos of another model']);
  });

  it('tells no one when the maker deletes their own make, and writes nothing when another member tries with a reason', async () => {
    const model = await createModelViaApi(admin.client, { title: 'Cable comb' });
    const own = await post(other, model.id);
    const theirs = await post(other, model.id);
    expect(await other.client.call('deleteMake', { makeId: own.id })).toMatchObject({ status: 200, result: { makeCount: 1 } });
    expect(await owner.client.call('deleteMake', { makeId: theirs.id, reason: 'I do not like it' })).toMatchObject({
      status: 403,
      error: { message: 'Failed to delete make: only the maker or an admin can delete this make' },
    });
    await t.drainJobs();
    expect(await removalEvents(model.id)).toEqual([]);
    expect(await removalNotices(other, model.id)).toEqual([]);
    expect([await rowsOf(model.id), await countOf(model.id)]).toEqual([1, 1]);
    expect(await auditEntries(t, theirs.id)).toEqual([]);
    expect((await storedMakePhotos()).some((key) => key.includes(theirs.id))).toBe(true);
  });
});

describe('moderation of makes', () => {
  it("lets a moderator delete a reported make: the report is settled, count and photos go, and the maker is told why", async () => {
    const model = await createModelViaApi(owner.client, { title: 'Lamp' });
    const make = await post(other, model.id);
    const report = await insertReport(t, { kind: 'make', id: make.id, url: `/model/${model.id}#make-${make.id}` });
    const listed = await admin.client.call('listReports', {});
    expect(listed.result.reports.find((r: { id: string }) => r.id === String(report.id))).toMatchObject({ targetKind: 'make', target: { exists: true, label: fields.comment, user: { uid: other.user.id } } });
    expect(await admin.client.call('processReport', { reportId: String(report.id), action: 'hide_model', message: 'Not a make of this model.' })).toMatchObject({ status: 400 });
    const answer = await admin.client.call('processReport', { reportId: String(report.id), action: 'delete_make', message: 'Not a make of this model.' });
    expect(answer).toMatchObject({ status: 200, result: { report: { status: 'resolved', action: 'delete_make', target: { exists: false } } } });
    expect([await rowsOf(model.id), await countOf(model.id)]).toEqual([0, 0]);
    expect((await storedMakePhotos()).some((key) => key.includes(make.id))).toBe(false);
    await t.drainJobs();
    expect((await notificationRowsOf(t, other.user.id, 'moderation')).map((n) => n.message)).toContain('The moderators removed your make of Lamp: Not a make of this model.');
  });
});

describe('makes elsewhere', () => {
  it('feed the trending score', async () => {
    const model = await createModelViaApi(owner.client, { title: 'Trending by makes' });
    await post(other, model.id);
    await refreshTrending(db());
    const [row] = await db().select({ score: models.trendingScore }).from(models).where(eq(models.id, model.id));
    expect(row!.score).toBeGreaterThan(4.9);
  });

  it("leave their models' counts right when the maker's account is deleted", async () => {
    const maker = await createUser(t);
    const model = await createModelViaApi(owner.client);
    await post(maker, model.id);
    await post(other, model.id);
    expect(await countOf(model.id)).toBe(2);
    expect((await admin.client.call('deleteUser', { userId: maker.user.id })).status).toBe(200);
    expect([await rowsOf(model.id), await countOf(model.id)]).toEqual([1, 1]);
    expect((await storedMakePhotos()).some((key) => key.startsWith(`makes/${maker.user.id}/`))).toBe(false);
  });
});
