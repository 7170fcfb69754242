import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, domainEvents, sessions, users } from '../../db/schema';
import { avatarPrefix } from '../../storage/keys';
import { auditEntries, createRoleTrio, createUser, reloadUser, testImage, uploadAvatar, type TestUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ superAdmin, admin, plain } = await createRoleTrio(t));
});
afterAll(() => t.close());

async function expectDeleteRefused(client: TestClient, target: TestUser, status: number, message?: string): Promise<void> {
  const before = await reloadUser(t, target.user.id);
  const answer = await client.call('deleteUser', { userId: target.user.id });
  expect(answer.status).toBe(status);
  if (message) expect(answer.error?.message).toBe(message);
  expect(await reloadUser(t, target.user.id)).toEqual(before);
  expect(await auditEntries(t, target.user.id)).toHaveLength(0);
  expect((await target.client.call('getMyAccount')).status).toBe(200);
}

describe('deleteUser', () => {
  it('needs a signed-in admin', async () => {
    await expectDeleteRefused(t.client(), plain, 401, 'User not authenticated');
    const other = await createUser(t);
    await expectDeleteRefused(other.client, plain, 403, 'Admin access required');
  });

  it('removes the user, their sessions, sign-in accounts and avatar files, with one audit entry', async () => {
    const target = await createUser(t);
    expect((await uploadAvatar(target.client, await testImage('png'))).status).toBe(200);
    expect(await t.services.storage.list(avatarPrefix(target.user.id))).not.toHaveLength(0);

    const answer = await admin.client.call('deleteUser', { userId: target.user.id });
    expect(answer).toMatchObject({ status: 200, result: { success: true } });
    expect(await reloadUser(t, target.user.id)).toBeUndefined();
    expect(await t.services.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    expect(await t.services.db.select().from(accounts).where(eq(accounts.userId, target.user.id))).toHaveLength(0);
    expect(await t.services.storage.list(avatarPrefix(target.user.id))).toHaveLength(0);
    expect((await target.client.call('getMyAccount')).status).toBe(401);
    expect((await target.client.call('updateProfile', { displayName: 'Ghost' })).status).toBe(401);
    expect((await t.client().postJson('/api/auth/sign-in/email', { email: target.email, password: target.password })).status).toBe(401);

    const audits = await auditEntries(t, target.user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.user.id, action: 'user.delete', targetType: 'user', targetId: target.user.id });
    // Recorded for the consumers (their models leave the cached home feed) in the same transaction.
    const events = await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, target.user.id));
    expect(events.map((e) => [e.type, e.actorId, e.data])).toEqual([['user.deleted', admin.user.id, { models: 0, withdrawalsCancelled: 0, destinationsErased: 0, kycKept: false }]]);
    // Others are untouched.
    expect((await plain.client.call('getMyAccount')).status).toBe(200);
  });

  it('refuses an admin deleting an admin or a super admin, and anyone deleting themselves', async () => {
    const otherAdmin = await createUser(t, { role: 'admin' });
    await expectDeleteRefused(admin.client, otherAdmin, 403, 'Only a super admin can delete an admin.');
    await expectDeleteRefused(admin.client, superAdmin, 403);
    await expectDeleteRefused(admin.client, admin, 403, 'You cannot delete your own account from the admin tools.');
    await expectDeleteRefused(superAdmin.client, superAdmin, 403);
  });

  it('lets a super admin delete an admin', async () => {
    const otherAdmin = await createUser(t, { role: 'admin' });
    expect((await superAdmin.client.call('deleteUser', { userId: otherAdmin.user.id })).status).toBe(200);
    expect(await reloadUser(t, otherAdmin.user.id)).toBeUndefined();
    expect(await auditEntries(t, otherAdmin.user.id)).toMatchObject([{ actorId: superAdmin.user.id, action: 'user.delete' }]);
  });

  it("answers 404 'User not found' for an unknown user, and 400 naming userId for bad input", async () => {
    expect(await admin.client.call('deleteUser', { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
    for (const data of [{}, { userId: '' }, { userId: 7 }]) {
      const answer = await admin.client.call('deleteUser', data);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/^userId: /);
    }
  });
});

describe('listUsers', () => {
  it('needs a signed-in admin', async () => {
    expect((await t.client().call('listUsers')).status).toBe(401);
    expect(await plain.client.call('listUsers')).toMatchObject({ status: 403, error: { message: 'Admin access required' } });
  });

  it('lists accounts newest first with their private fields, for admins and super admins', async () => {
    const newest = await createUser(t);
    for (const client of [admin.client, superAdmin.client]) {
      const answer = await client.call('listUsers');
      expect(answer.status).toBe(200);
      expect(answer.result.users[0]).toMatchObject({ uid: newest.user.id, email: newest.email });
      const times = (answer.result.users as { createdAt: string }[]).map((u) => Date.parse(u.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('walks every page with nextCursor, without gaps or repeats, even when sign-up times tie', async () => {
    // Rows written in one statement share created_at to the microsecond: the cursor must still move on.
    const tag = randomBytes(3).toString('hex');
    const seeded = Array.from({ length: 5 }, (_, i) => ({
      id: `tie${tag}${i}`,
      email: `tie${tag}${i}@example.in`,
      username: `tie_${tag}_${i}`,
      displayName: `Tie ${i}`,
    }));
    await t.services.db.insert(users).values(seeded);
    const [all, seen] = [(await admin.client.call('listUsers', { limit: 100 })).result.users as { uid: string }[], [] as string[]];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await admin.client.call('listUsers', { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(answer.status).toBe(200);
      expect(answer.result.users.length).toBeLessThanOrEqual(2);
      seen.push(...(answer.result.users as { uid: string }[]).map((u) => u.uid));
      cursor = answer.result.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toEqual(all.map((u) => u.uid));
    expect(new Set(seen).size).toBe(seen.length);
    for (const row of seeded) expect(seen).toContain(row.id);
    expect(pages).toBe(Math.ceil(all.length / 2));
  });

  it('filters by e-mail, username or display name, treating % and _ literally', async () => {
    const found = await createUser(t, { name: 'Zoya Findable' });
    const byName = await admin.client.call('listUsers', { query: 'zoya find' });
    expect(byName.result.users.map((u: { uid: string }) => u.uid)).toEqual([found.user.id]);
    const byEmail = await admin.client.call('listUsers', { query: found.email.toUpperCase() });
    expect(byEmail.result.users.map((u: { uid: string }) => u.uid)).toEqual([found.user.id]);
    const byUsername = await admin.client.call('listUsers', { query: found.user.username });
    expect(byUsername.result.users.map((u: { uid: string }) => u.uid)).toEqual([found.user.id]);
    expect((await admin.client.call('listUsers', { query: '%' })).result).toEqual({ users: [], nextCursor: null });
    expect((await admin.client.call('listUsers', { query: 'nobody-has-this-name' })).result).toEqual({ users: [], nextCursor: null });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ limit: 2.5 }, 'limit'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ query: 'x'.repeat(101) }, 'query'],
    ];
    for (const [data, field] of cases) {
      const answer = await admin.client.call('listUsers', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(new RegExp(`^${field}: `));
    }
  });
});
