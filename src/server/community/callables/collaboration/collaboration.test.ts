import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaborationRequests, domainEvents } from '../../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../../test/factories';
import { putOnTier } from '../../../test/creator-on-tier';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const NOT_FOUND = { status: 404, error: { message: 'Collaboration request not found' } };
const requestRow = async (id: string) => (await t.services.db.select().from(collaborationRequests).where(eq(collaborationRequests.id, id)))[0];
const requestsOn = async (modelId: string) =>
  (await t.services.db.select({ n: count() }).from(collaborationRequests).where(eq(collaborationRequests.modelId, modelId)))[0]!.n;
const send = async (user: TestUser, modelId: string, message = 'Shall we make a remix together?') => {
  const answer = await user.client.call('requestCollaboration', { modelId, message });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result.requestId as string;
};

describe('requestCollaboration', () => {
  it('sends a trimmed request to the creator with its event; the two see it, nobody else', async () => {
    const model = await createModelViaApi(owner.client, { title: 'Vase' });
    const id = await send(other, model.id, '  Let us print a bigger one.  ');
    expect(await requestRow(id)).toMatchObject({ status: 'pending', requesterId: other.user.id, ownerId: owner.user.id, message: 'Let us print a bigger one.', decidedAt: null });
    const events = await t.services.db.select().from(domainEvents).where(eq(domainEvents.type, 'collaboration.requested'));
    expect(events.filter((e) => e.subjectId === model.id).map((e) => [e.actorId, e.data])).toEqual([[other.user.id, { requestId: id, modelId: model.id, ownerId: owner.user.id }]]);

    const asOwner = (await owner.client.call('getCollaborationRequest', { requestId: id })).result.request;
    expect(asOwner).toMatchObject({
      id,
      model: { id: model.id, title: 'Vase', thumbnail: model.thumbnail },
      requester: { uid: other.user.id },
      owner: { uid: owner.user.id },
      status: 'pending',
      canAnswer: true,
      canWithdraw: false,
    });
    expect((await other.client.call('getCollaborationRequest', { requestId: id })).result.request).toMatchObject({ canAnswer: false, canWithdraw: true });
    const stranger = await createUser(t);
    expect(await stranger.client.call('getCollaborationRequest', { requestId: id })).toMatchObject(NOT_FOUND);
    expect(await admin.client.call('getCollaborationRequest', { requestId: id })).toMatchObject(NOT_FOUND);
    expect(await owner.client.call('getCollaborationRequest', { requestId: 'nope' })).toMatchObject(NOT_FOUND);
    expect((await t.client().call('getCollaborationRequest', { requestId: id })).status).toBe(401);
  });

  it('refuses your own model (403), an unseen model (404), signed out (401) and bad input (400), writing nothing', async () => {
    const model = await createModelViaApi(owner.client);
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    expect(await owner.client.call('requestCollaboration', { modelId: model.id, message: 'Me?' })).toMatchObject({
      status: 403,
      error: { message: 'You cannot request a collaboration on your own model' },
    });
    expect(await other.client.call('requestCollaboration', { modelId: hidden.id, message: 'Hi' })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect((await t.client().call('requestCollaboration', { modelId: model.id, message: 'Hi' })).status).toBe(401);
    for (const [data, field] of [
      [{ modelId: model.id }, 'message'],
      [{ modelId: model.id, message: '   ' }, 'message'],
      [{ modelId: model.id, message: 'x'.repeat(1001) }, 'message'],
      [{ message: 'Hi' }, 'modelId'],
    ] as const) {
      const answer = await other.client.call('requestCollaboration', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(field);
    }
    expect(await requestsOn(model.id)).toBe(0);
    expect(await requestsOn(hidden.id)).toBe(0);
    // An admin may ask too, on a private model they can see; 1000 characters is allowed.
    expect((await admin.client.call('requestCollaboration', { modelId: hidden.id, message: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('keeps one pending request per person and model, also when sent at once; a new one after a decision', async () => {
    const model = await createModelViaApi(owner.client);
    const asker = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => asker.client.call('requestCollaboration', { modelId: model.id, message: 'Together?' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 409, error: { message: 'You already have a pending collaboration request for this model' } });
    }
    expect(await requestsOn(model.id)).toBe(1);
    const id = answers.find((a) => a.status === 200)!.result.requestId as string;
    await owner.client.call('answerCollaborationRequest', { requestId: id, answer: 'decline' });
    expect((await asker.client.call('requestCollaboration', { modelId: model.id, message: 'Again?' })).status).toBe(200);
    expect(await requestsOn(model.id)).toBe(2);
  });
});

describe('answering and withdrawing', () => {
  it('lets only the creator answer and only the requester withdraw, while pending; every other move is refused and writes nothing', async () => {
    const model = await createModelViaApi(owner.client);
    const id = await send(other, model.id);
    const unchanged = async () => expect(await requestRow(id)).toMatchObject({ status: 'pending', decidedAt: null });

    expect((await t.client().call('answerCollaborationRequest', { requestId: id, answer: 'accept' })).status).toBe(401);
    expect((await t.client().call('withdrawCollaborationRequest', { requestId: id })).status).toBe(401);
    expect(await other.client.call('answerCollaborationRequest', { requestId: id, answer: 'accept' })).toMatchObject({
      status: 403,
      error: { message: "Only the model's creator can answer this request" },
    });
    expect(await owner.client.call('withdrawCollaborationRequest', { requestId: id })).toMatchObject({
      status: 403,
      error: { message: 'Only the person who sent this request can withdraw it' },
    });
    expect(await admin.client.call('answerCollaborationRequest', { requestId: id, answer: 'accept' })).toMatchObject(NOT_FOUND);
    expect(await admin.client.call('withdrawCollaborationRequest', { requestId: id })).toMatchObject(NOT_FOUND);
    for (const [data, field] of [
      [{ requestId: id, answer: 'maybe' }, 'answer'],
      [{ requestId: id }, 'answer'],
      [{ answer: 'accept' }, 'requestId'],
    ] as const) {
      const answer = await owner.client.call('answerCollaborationRequest', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(field);
    }
    expect((await other.client.call('withdrawCollaborationRequest', {})).error?.message).toMatch(/requestId/);
    await unchanged();

    const accepted = await owner.client.call('answerCollaborationRequest', { requestId: id, answer: 'accept' });
    expect(accepted.result.request).toMatchObject({ status: 'accepted', canAnswer: false, canWithdraw: false, decidedAt: expect.any(String) });
    const decidedAt = (await requestRow(id))!.decidedAt;
    // Final: no second answer, no withdrawal.
    for (const [user, name, data] of [
      [owner, 'answerCollaborationRequest', { requestId: id, answer: 'decline' }],
      [other, 'withdrawCollaborationRequest', { requestId: id }],
    ] as const) {
      expect(await user.client.call(name, data)).toMatchObject({ status: 409, error: { message: 'This collaboration request is no longer pending' } });
    }
    expect(await requestRow(id)).toMatchObject({ status: 'accepted', decidedAt });
    const events = (await t.services.db.select().from(domainEvents).where(eq(domainEvents.type, 'collaboration.answered'))).filter((e) => e.subjectId === model.id);
    expect(events.map((e) => [e.actorId, (e.data as { status: string }).status])).toEqual([[owner.user.id, 'accepted']]);
  });

  it('declines and withdraws, and two answers at once leave exactly one decision', async () => {
    const model = await createModelViaApi(owner.client);
    const first = await send(other, model.id);
    expect((await owner.client.call('answerCollaborationRequest', { requestId: first, answer: 'decline' })).result.request.status).toBe('declined');
    const second = await send(other, model.id);
    expect((await other.client.call('withdrawCollaborationRequest', { requestId: second })).result.request.status).toBe('withdrawn');
    expect(await owner.client.call('answerCollaborationRequest', { requestId: second, answer: 'accept' })).toMatchObject({ status: 409 });

    const third = await send(other, model.id);
    const race = await Promise.all([
      owner.client.call('answerCollaborationRequest', { requestId: third, answer: 'accept' }),
      owner.client.call('answerCollaborationRequest', { requestId: third, answer: 'decline' }),
      other.client.call('withdrawCollaborationRequest', { requestId: third }),
    ]);
    expect(race.filter((a) => a.status === 200)).toHaveLength(1);
    expect(race.filter((a) => a.status === 409)).toHaveLength(2);
    const winner = race.find((a) => a.status === 200)!.result.request.status;
    expect((await requestRow(third))!.status).toBe(winner);
    const answered = (await t.services.db.select().from(domainEvents).where(eq(domainEvents.type, 'collaboration.answered'))).filter(
      (e) => (e.data as { requestId: string }).requestId === third,
    );
    expect(answered).toHaveLength(1);
  });

  it('lists received and sent requests newest first with paging, each person their own; private models keep their title for the two', async () => {
    const creator = await createUser(t);
    // 22 models in a month: more than a Basic Creator may publish.
    await putOnTier(t, creator.user.id, 'elite');
    const asker = await createUser(t);
    const hidden = await createModelViaApi(creator.client, { title: 'Hidden lamp' });
    const ids: string[] = [];
    const models = [];
    for (let i = 0; i < 22; i += 1) models.push(i === 0 ? hidden : await createModelViaApi(creator.client, { title: `Piece ${i}`, previews: [] }));
    for (const m of models) ids.push(await send(asker, m.id, `Request ${m.title}`));
    await creator.client.call('updateModel', { modelId: hidden.id, visibility: 'private' });

    const walk = async (user: TestUser, box: 'received' | 'sent') => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await user.client.call('listCollaborationRequests', { box, ...(cursor ? { cursor } : {}) });
        expect(page.status).toBe(200);
        seen.push(...page.result.requests.map((r: { id: string }) => r.id));
        cursor = page.result.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    expect(await walk(creator, 'received')).toEqual([...ids].reverse());
    expect(await walk(asker, 'sent')).toEqual([...ids].reverse());
    expect(await walk(creator, 'sent')).toEqual([]);
    expect(await walk(other, 'received')).toEqual([]);
    expect((await asker.client.call('getCollaborationRequest', { requestId: ids[0] })).result.request.model.title).toBe('Hidden lamp');
    expect((await t.client().call('listCollaborationRequests', { box: 'sent' })).status).toBe(401);
    expect((await asker.client.call('listCollaborationRequests', { box: 'inbox' })).error?.message).toMatch(/box/);
  }, 60_000);
});
