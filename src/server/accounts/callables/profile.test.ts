import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_TAKEN } from '../../../shared/constants/account-rules';
import { users } from '../../db/schema';
import { createUser, reloadUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { verified: true, name: 'Priya Iyer' });
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  await t.services.db.update(users).set({ phoneNumber: '+919876543210', bio: 'I print dragons.' }).where(eq(users.id, owner.user.id));
});
afterAll(() => t.close());

describe('getUserProfile', () => {
  it('shows the public profile to everyone, never the e-mail or phone number', async () => {
    // isVerified on a public profile is the verified creator badge (decision 077): a verified e-mail alone is not it.
    for (const client of [t.client(), other.client, owner.client, admin.client]) {
      const answer = await client.call('getUserProfile', { uid: owner.user.id });
      expect(answer).toMatchObject({
        status: 200,
        result: { success: true, profile: { uid: owner.user.id, displayName: 'Priya Iyer', bio: 'I print dragons.', isVerified: false, role: 'user' } },
      });
      const profile = answer.result.profile as Record<string, unknown>;
      for (const key of ['email', 'phoneNumber', 'provider', 'updatedAt']) expect(profile).not.toHaveProperty(key);
      expect(JSON.stringify(answer)).not.toContain(owner.email);
      expect(JSON.stringify(answer)).not.toContain('9876543210');
    }
  });

  it("answers 404 'Profile not found' for an unknown uid", async () => {
    const answer = await t.client().call('getUserProfile', { uid: 'no-such-user' });
    expect(answer).toMatchObject({ status: 404, error: { code: 'not-found', message: 'Profile not found' } });
  });

  it('refuses a missing or empty uid with a 400 naming uid', async () => {
    for (const data of [{}, { uid: '' }, { uid: 42 }, { uid: 'x'.repeat(65) }]) {
      const answer = await t.client().call('getUserProfile', data);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/^uid: /);
    }
  });
});

describe('getMyAccount', () => {
  it('needs a signed-in user', async () => {
    expect(await t.client().call('getMyAccount')).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
  });

  it("shows each caller their own account with its private fields, and nobody else's", async () => {
    const mine = await owner.client.call('getMyAccount');
    expect(mine).toMatchObject({ status: 200, result: { account: { uid: owner.user.id, email: owner.email, phoneNumber: '+919876543210' } } });
    const theirs = await other.client.call('getMyAccount', { uid: owner.user.id });
    expect(theirs.result.account).toMatchObject({ uid: other.user.id, email: other.email });
    expect(JSON.stringify(theirs)).not.toContain(owner.email);
    expect((await admin.client.call('getMyAccount')).result.account).toMatchObject({ uid: admin.user.id, role: 'admin', isAdmin: true });
  });

  it('refuses a payload that is not an object with a 400', async () => {
    expect((await owner.client.call('getMyAccount', 'me')).status).toBe(400);
  });
});

describe('updateProfile', () => {
  it('needs a signed-in user and writes nothing without one', async () => {
    const before = await reloadUser(t, owner.user.id);
    const answer = await t.client().call('updateProfile', { displayName: 'Hijacked' });
    expect(answer).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await reloadUser(t, owner.user.id)).toEqual(before);
  });

  it('changes display name, username, bio and phone number of the caller only', async () => {
    const user = await createUser(t);
    const otherBefore = await reloadUser(t, other.user.id);
    const answer = await user.client.call('updateProfile', {
      displayName: '  Kiran Rao ',
      username: 'Kiran_Prints',
      bio: 'Terrain tiles.',
      phoneNumber: '+14155550123',
    });
    expect(answer).toMatchObject({
      status: 200,
      result: { account: { displayName: 'Kiran Rao', username: 'kiran_prints', bio: 'Terrain tiles.', phoneNumber: '+14155550123' } },
    });
    expect(await reloadUser(t, user.user.id)).toMatchObject({ displayName: 'Kiran Rao', username: 'kiran_prints', bio: 'Terrain tiles.' });
    const cleared = await user.client.call('updateProfile', { bio: null, phoneNumber: null });
    expect(cleared.result.account).toMatchObject({ bio: null, phoneNumber: null, displayName: 'Kiran Rao' });
    expect(await reloadUser(t, other.user.id)).toEqual(otherBefore);
    // The new username signs in with better-auth's username plugin too.
    expect((await t.client().postJson('/api/auth/sign-in/username', { username: 'kiran_prints', password: user.password })).status).toBe(200);
  });

  it('lets an admin change their own profile like anyone else', async () => {
    const answer = await admin.client.call('updateProfile', { displayName: 'Site Admin' });
    expect(answer.result.account).toMatchObject({ uid: admin.user.id, displayName: 'Site Admin', role: 'admin' });
  });

  it('answers 409 for a username someone else has, in any case, and changes nothing', async () => {
    const user = await createUser(t);
    const before = await reloadUser(t, user.user.id);
    const taken = other.user.username!.toUpperCase();
    const answer = await user.client.call('updateProfile', { displayName: 'Should Not Stick', username: taken });
    expect(answer).toMatchObject({ status: 409, error: { code: 'already-exists', message: USERNAME_TAKEN } });
    expect(await reloadUser(t, user.user.id)).toEqual(before);
    // Keeping your own username is not a conflict.
    expect((await user.client.call('updateProfile', { username: before!.username })).status).toBe(200);
  });

  it('refuses bad values with a 400 naming the field, and changes nothing', async () => {
    const before = await reloadUser(t, owner.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneNumber: '98765 43210' }, 'phoneNumber'],
      [{ phoneNumber: '+0123456789' }, 'phoneNumber'],
      [{ username: 'no spaces please' }, 'username'],
      [{ username: 'ab' }, 'username'],
      [{ displayName: '   ' }, 'displayName'],
      [{ displayName: 'x'.repeat(61) }, 'displayName'],
      [{ bio: 'x'.repeat(501) }, 'bio'],
    ];
    for (const [data, field] of cases) {
      const answer = await owner.client.call('updateProfile', { displayName: 'Changed', ...data });
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await reloadUser(t, owner.user.id)).toEqual(before);
  });

  it('refuses any field it does not own (role, flags, counters, unknown keys) whole, changing nothing', async () => {
    const before = await reloadUser(t, owner.user.id);
    const forbidden: Record<string, unknown> = {
      role: 'super_admin',
      isAdmin: true,
      isVerified: false,
      totalDownloads: 9999,
      totalViews: 9999,
      totalLikes: 9999,
      followersCount: 9999,
      email: 'new@example.in',
      provider: 'google',
      uid: other.user.id,
      somethingElse: 1,
    };
    for (const [key, value] of Object.entries(forbidden)) {
      const answer = await owner.client.call('updateProfile', { displayName: 'Sneaky', [key]: value });
      expect(answer.status, key).toBe(400);
      expect(answer.error?.message).toContain(key);
    }
    expect(await reloadUser(t, owner.user.id)).toEqual(before);
  });

  it("cannot make anyone an admin through better-auth's own update-user endpoint either", async () => {
    const user = await createUser(t);
    const before = await reloadUser(t, user.user.id);
    const escalations: Record<string, unknown>[] = [
      { role: 'admin', isAdmin: true, isVerified: true, provider: 'google' },
      { role: 'admin', isAdmin: true, isVerified: true },
      { emailVerified: true, totalDownloads: 5, followersCount: 5 },
    ];
    for (const body of escalations) {
      const answer = await user.client.postJson('/api/auth/update-user', body);
      expect(answer.status).toBe(404);
      const after = await reloadUser(t, user.user.id);
      expect(after).toMatchObject({
        role: before!.role,
        isAdmin: false,
        isVerified: false,
        provider: 'password',
        totalDownloads: 0,
        followersCount: 0,
      });
    }
    expect((await user.client.call('checkAdminStatus')).result).toEqual({ isAdmin: false, isSuperAdmin: false });
  });

  it('cannot set a display name or photo URL that updateProfile would refuse through update-user', async () => {
    const user = await createUser(t);
    const before = await reloadUser(t, user.user.id);
    const answer = await user.client.postJson('/api/auth/update-user', { name: '', image: 'javascript:alert(1)' });
    expect(answer.status).toBe(404);
    expect(await reloadUser(t, user.user.id)).toEqual(before);
  });
});
