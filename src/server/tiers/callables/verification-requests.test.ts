import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorVerificationRequests, notifications, users } from '../../db/schema';
import { auditEntries, createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { insertModelRow } from '../../test/discovery-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 30 item 3: creators ask for the verified badge; admins answer from their queue (verifyCreator).
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  await insertModelRow(t, creator.user.id, { title: 'Kolam stencil' });
});
afterAll(async () => t?.close());

const ASK = { links: ['https://www.instagram.com/kolam.prints', 'https://kolamprints.in/shop'], about: 'I design kolam stencils and temple-bell replicas for home printers.' };
const requestsOf = async (who: TestUser) => t.services.db.select().from(creatorVerificationRequests).where(eq(creatorVerificationRequests.userId, who.user.id));
const told = async (who: TestUser) => (await t.services.db.select().from(notifications).where(eq(notifications.recipientId, who.user.id))).filter((n) => n.type === 'creator_verified').map((n) => n.message);

describe('requestCreatorVerification', () => {
  it('refuses the signed out and bad input in a sentence, writing nothing', async () => {
    expect((await t.client().call('requestCreatorVerification', ASK)).status).toBe(401);
    const cases: [unknown, RegExp][] = [
      [{ ...ASK, links: [] }, /links: give at least one place your work can be seen/],
      [{ ...ASK, links: ['instagram kolam'] }, /links: each must be a web address/],
      [{ ...ASK, links: ['javascript:alert(1)'] }, /links: each must be a web address/],
      [{ ...ASK, links: ['https://a.in/1', 'https://a.in/2', 'https://a.in/3', 'https://a.in/4', 'https://a.in/5', 'https://a.in/6'] }, /links: at most 5/],
      [{ ...ASK, links: ['https://a.in/x', 'https://A.in/x'] }, /links: each address once/],
      [{ ...ASK, links: [`https://a.in/${'x'.repeat(300)}`] }, /links: each at most 300 characters/],
      [{ ...ASK, about: 'Prints.' }, /about: say in a sentence or two what you make/],
      [{ ...ASK, about: 'x'.repeat(1001) }, /about: at most 1,000 characters/],
      [{ ...ASK, badge: 'gold' }, /badge/],
    ];
    for (const [input, message] of cases) {
      const answer = await creator.client.call('requestCreatorVerification', input);
      expect([answer.status, answer.error?.message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await requestsOf(creator)).toHaveLength(0);
  });

  it('asks a member with no public model to publish one first', async () => {
    const answer = await other.client.call('requestCreatorVerification', ASK);
    expect([answer.status, answer.error?.message]).toEqual([400, 'Failed to request verification: Publish at least one public model before asking: the team looks at your work']);
  });

  it('sends one request, refuses a second while it waits, and shows it to its creator only', async () => {
    const [first, second] = await Promise.all([creator.client.call('requestCreatorVerification', ASK), creator.client.call('requestCreatorVerification', ASK)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await requestsOf(creator)).toHaveLength(1);
    const mine = (await creator.client.call('getCreatorVerification', {})).result;
    expect(mine).toMatchObject({ verified: false, verifiedAt: null, request: { status: 'pending', links: ASK.links, about: ASK.about, reason: null } });
    expect((await other.client.call('getCreatorVerification', {})).result.request).toBeNull();
    expect((await t.client().call('getCreatorVerification', {})).status).toBe(401);
  });
});

describe('the admins’ queue', () => {
  it('lists waiting requests to admins only, with the creator’s public work', async () => {
    for (const [client, status] of [[t.client(), 401], [other.client, 403], [creator.client, 403]] as const) {
      expect((await client.call('listCreatorVerificationRequests', {})).status).toBe(status);
    }
    const queue = (await admin.client.call('listCreatorVerificationRequests', {})).result;
    expect(queue.requests).toHaveLength(1);
    expect(queue.requests[0]).toMatchObject({ status: 'pending', links: ASK.links, creator: { uid: creator.user.id, publicModels: 1, isVerified: false } });
    expect(queue.nextCursor).toBeNull();
    expect((await admin.client.call('listCreatorVerificationRequests', { status: 'waiting' })).error?.message).toMatch(/status: pending, approved or declined/);
    expect((await admin.client.call('listCreatorVerificationRequests', { cursor: 'forged' })).status).toBe(400);
  });

  it('a decline closes the request with its reason and tells the creator, who may ask again', async () => {
    const answer = await admin.client.call('verifyCreator', { userId: creator.user.id, verify: false, reason: 'We could not find your shop at the link' });
    expect(answer.result).toMatchObject({ verified: false });
    const [request] = await requestsOf(creator);
    expect(request).toMatchObject({ status: 'declined', decidedBy: admin.user.id, reason: 'We could not find your shop at the link' });
    await t.drainJobs();
    expect(await told(creator)).toEqual(['Your request for the verified creator badge was declined: We could not find your shop at the link']);
    expect((await auditEntries(t, creator.user.id)).at(-1)?.action).toBe('creator.declineVerification');
    expect((await admin.client.call('listCreatorVerificationRequests', {})).result.requests).toHaveLength(0);
    expect((await admin.client.call('listCreatorVerificationRequests', { status: 'declined' })).result.requests).toHaveLength(1);

    expect((await creator.client.call('requestCreatorVerification', ASK)).status).toBe(200);
  });

  it('an approval gives the badge, closes the request, and a verified creator need not ask again', async () => {
    expect((await admin.client.call('verifyCreator', { userId: creator.user.id, verify: true })).status).toBe(200);
    const requests = await requestsOf(creator);
    expect(requests.map((r) => r.status).sort()).toEqual(['approved', 'declined']);
    const [row] = await t.services.db.select({ at: users.creatorVerifiedAt }).from(users).where(eq(users.id, creator.user.id));
    expect(row?.at).toBeInstanceOf(Date);
    expect((await creator.client.call('getCreatorVerification', {})).result).toMatchObject({ verified: true, request: { status: 'approved' } });
    const again = await creator.client.call('requestCreatorVerification', ASK);
    expect([again.status, again.error?.message]).toEqual([409, 'Failed to request verification: You are already a verified creator']);
  });

  it('pages the queue newest first, 20 a page', async () => {
    const askers = await Promise.all(Array.from({ length: 21 }, () => createUser(t)));
    for (const asker of askers) {
      await insertModelRow(t, asker.user.id, { title: 'Spool clip' });
      expect((await asker.client.call('requestCreatorVerification', ASK)).status).toBe(200);
    }
    const first = (await admin.client.call('listCreatorVerificationRequests', {})).result;
    const second = (await admin.client.call('listCreatorVerificationRequests', { cursor: first.nextCursor })).result;
    expect([first.requests.length, second.requests.length, second.nextCursor]).toEqual([20, 1, null]);
    expect([...first.requests, ...second.requests].map((r: { creator: { uid: string } }) => r.creator.uid)).toEqual(askers.map((a) => a.user.id).reverse());
  });
});
