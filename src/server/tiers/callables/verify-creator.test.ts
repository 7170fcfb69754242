import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { auditEntries, createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 30 item 3 (decision 077): an admin gives or takes away a creator's verified badge; others see it as isVerified.
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
let modelId: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  modelId = (await createModelViaApi(creator.client, { title: 'Temple bell' })).id;
});
afterAll(async () => t?.close());

const badge = async () => (await t.services.db.select({ at: users.creatorVerifiedAt }).from(users).where(eq(users.id, creator.user.id)))[0]!.at;
const told = async () => (await t.services.db.select().from(notifications).where(eq(notifications.recipientId, creator.user.id))).filter((n) => n.type === 'creator_verified').map((n) => n.message);
/** isVerified as others meet the creator: their profile, a model's page and card, a search for them. */
async function shownAsVerified(): Promise<boolean[]> {
  const profile = (await other.client.call('getUserProfile', { uid: creator.user.id })).result.profile;
  const model = (await other.client.call('getModel', { modelId })).result.model;
  const found = (await other.client.call('searchCreators', { q: creator.user.displayName })).result.creators.find((c: { uid: string }) => c.uid === creator.user.id);
  const listed = (await other.client.call('searchModels', { sort: 'newest' })).result.models.find((m: { id: string }) => m.id === modelId);
  return [profile.isVerified, model.creator.isVerified, found?.isVerified, listed?.creator.isVerified];
}

describe('verifyCreator', () => {
  it('refuses the signed out, other members and the creator themself, and changes nothing', async () => {
    const stranger = t.client();
    for (const client of [stranger, other.client, creator.client]) {
      const answer = await client.call('verifyCreator', { userId: creator.user.id, verify: true });
      expect(answer.status).toBe(client === stranger ? 401 : 403);
      expect(answer.error?.message).toMatch(/^Failed to verify creator: /);
    }
    expect(await badge()).toBeNull();
    expect(await auditEntries(t, creator.user.id)).toHaveLength(0);
  });

  it('refuses bad input in a sentence: no such member, not a boolean, a removal without a reason, an unknown field', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ userId: 'nobody-here', verify: true }, 404, /userId: no such member/],
      [{ userId: creator.user.id, verify: 'yes' }, 400, /verify: must be true or false/],
      [{ userId: creator.user.id }, 400, /verify: must be true or false/],
      [{ userId: creator.user.id, verify: false }, 400, /reason: say why you are taking the badge away/],
      [{ userId: creator.user.id, verify: true, reason: 'x'.repeat(501) }, 400, /reason: at most 500 characters/],
      [{ userId: creator.user.id, verify: true, badge: 'gold' }, 400, /badge/],
    ];
    for (const [input, status, message] of cases) {
      const answer = await admin.client.call('verifyCreator', input);
      expect([answer.status, answer.error?.message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await badge()).toBeNull();
  });

  it('an admin gives the badge: every public shape says isVerified, the creator’s own account keeps the e-mail’s state, audited, told once', async () => {
    expect(await shownAsVerified()).toEqual([false, false, false, false]);
    const answer = await admin.client.call('verifyCreator', { userId: creator.user.id, verify: true });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ success: true, userId: creator.user.id, verified: true });
    expect(await shownAsVerified()).toEqual([true, true, true, true]);
    const own = (await creator.client.call('getSession', {})).result.account;
    const [row] = await t.services.db.select({ emailVerified: users.isVerified }).from(users).where(eq(users.id, creator.user.id));
    expect([own.isVerified, own.verifiedCreator]).toEqual([row!.emailVerified, true]);

    // Again: nothing changes, no second entry, no second notice.
    expect((await admin.client.call('verifyCreator', { userId: creator.user.id, verify: true })).result.verifiedAt).toBe(answer.result.verifiedAt);
    await t.drainJobs();
    expect(await told()).toEqual(['You are a verified creator: the badge now shows beside your name']);
    const audit = await auditEntries(t, creator.user.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['creator.verify', admin.user.id]]);
  });

  it('takes the badge away with a reason, which the creator is told', async () => {
    const answer = await admin.client.call('verifyCreator', { userId: creator.user.id, verify: false, reason: 'The linked shop is not yours' });
    expect(answer.result).toMatchObject({ verified: false, verifiedAt: null });
    expect(await shownAsVerified()).toEqual([false, false, false, false]);
    await t.drainJobs();
    expect((await told()).at(-1)).toBe('Your verified creator badge was taken away: The linked shop is not yours');
    expect((await auditEntries(t, creator.user.id)).at(-1)).toMatchObject({ action: 'creator.unverify', details: { reason: 'The linked shop is not yours' } });
  });

  it('gives no badge to a banned account', async () => {
    const banned = await createUser(t);
    await t.services.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.user.id));
    const answer = await admin.client.call('verifyCreator', { userId: banned.user.id, verify: true });
    expect([answer.status, answer.error?.message]).toEqual([400, 'Failed to verify creator: userId: this account is banned, and only an active account can be verified']);
  });
});
