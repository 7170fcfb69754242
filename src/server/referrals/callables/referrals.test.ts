import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET, REFERRALS_A_DAY_BEFORE_REVIEW } from '../../../shared/constants/referral-rules';
import { referralCodes, referrals, signIns, users } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let referrer: TestUser;
let other: TestUser;
let admin: TestUser;
let code: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: referrer, other, admin } = await createOwnerOtherAdmin(t));
  code = (await referrer.client.call('generateReferralCode', {})).result.code;
});
afterAll(async () => t?.close());

const rowsOf = (friendId: string) => t.services.db.select().from(referrals).where(eq(referrals.friendId, friendId));
const allRows = async () => (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(referrals))[0]!.n;
const name = (friend: TestUser, referralCode: string, newUserId = friend.user.id) => friend.client.call('processReferralSignup', { referralCode, newUserId });
const signIn = (userId: string, deviceKey: string, ipAddress: string) =>
  t.services.db.insert(signIns).values({ id: `si-${userId}-${deviceKey}-${ipAddress}`, userId, deviceKey, ipAddress, method: 'email' });

describe('generateReferralCode', () => {
  it('gives a member one code from the unmistakable alphabet, the same every time, with the sign-up link; refuses the signed out', async () => {
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    const again = await referrer.client.call('generateReferralCode', {});
    expect(again.result).toEqual({ success: true, code, link: `${t.services.config.publicUrl}/signup?ref=${code}` });
    const signedOut = await t.client().call('generateReferralCode', {});
    expect(signedOut.status).toBe(401);
    // Two first asks at once make one code.
    const fresh = await createUser(t);
    const [a, b] = await Promise.all([fresh.client.call('generateReferralCode', {}), fresh.client.call('generateReferralCode', {})]);
    expect(a.result.code).toBe(b.result.code);
    expect(await t.services.db.select().from(referralCodes).where(eq(referralCodes.userId, fresh.user.id))).toHaveLength(1);
    const extra = await other.client.call('generateReferralCode', { code: 'MINE1234' });
    expect([extra.status, extra.error?.message]).toEqual([400, expect.stringMatching(/^Failed to generate referral code: /)]);
    expect(await t.services.db.select().from(referralCodes).where(eq(referralCodes.userId, other.user.id))).toHaveLength(0);
  });
});

describe('processReferralSignup', () => {
  it('records the referrer of a new account once, by the code in any case; a second one is refused', async () => {
    const friend = await createUser(t, { name: 'Kavya Friend' });
    const answer = await name(friend, code.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.result.referral).toMatchObject({ referrerId: referrer.user.id, referrerName: referrer.user.displayName, status: 'counted' });
    const another = (await other.client.call('generateReferralCode', {})).result.code;
    const second = await name(friend, another);
    expect([second.status, second.error?.message]).toEqual([409, 'Failed to process referral signup: referralCode: your account already has a referrer']);
    expect(await rowsOf(friend.user.id)).toMatchObject([{ referrerId: referrer.user.id, code, status: 'counted', signals: [] }]);
  });

  it('refuses the signed out, another member’s account (admins too), one’s own code, an unknown or closed code and an old account, writing nothing', async () => {
    const friend = await createUser(t);
    const before = await allRows();
    const cases: [Promise<{ status: number; error?: { message: string } }>, number, string][] = [
      [t.client().call('processReferralSignup', { referralCode: code, newUserId: friend.user.id }), 401, ''],
      [other.client.call('processReferralSignup', { referralCode: code, newUserId: friend.user.id }), 403, 'newUserId: you can name a referrer only for your own account'],
      [admin.client.call('processReferralSignup', { referralCode: code, newUserId: friend.user.id }), 403, 'newUserId: you can name a referrer only for your own account'],
      [name(referrer, code), 400, 'referralCode: that is your own referral code'],
      [name(friend, 'ZZZZ9999'), 404, 'referralCode: "ZZZZ9999" is not a referral code we know; check the link you were sent'],
    ];
    for (const [call, status, message] of cases) {
      const answer = await call;
      expect(answer.status).toBe(status);
      if (message) expect(answer.error?.message).toBe(`Failed to process referral signup: ${message}`);
    }
    // A banned referrer's code is no longer one we know.
    const banned = await createUser(t);
    const bannedCode = (await banned.client.call('generateReferralCode', {})).result.code;
    await t.services.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.user.id));
    expect((await name(friend, bannedCode)).status).toBe(404);
    // Eight days after signing up is too late.
    const late = await createUser(t);
    await t.services.db.update(users).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(users.id, late.user.id));
    const tooLate = await name(late, code);
    expect([tooLate.status, tooLate.error?.message]).toEqual([400, 'Failed to process referral signup: referralCode: a referral code can be used only in the first 7 days after signing up']);
    expect(await allRows()).toBe(before);
  });

  it('refuses bad input in a sentence naming the field, and writes nothing', async () => {
    const friend = await createUser(t);
    const before = await allRows();
    const bad: [unknown, RegExp][] = [
      [{ referralCode: '', newUserId: friend.user.id }, /referralCode: 4 to 16 letters and digits/],
      [{ referralCode: 'AB1', newUserId: friend.user.id }, /referralCode: 4 to 16 letters and digits/],
      [{ referralCode: 'ABCD-1234', newUserId: friend.user.id }, /referralCode: 4 to 16 letters and digits/],
      [{ referralCode: "X' OR '1'='1", newUserId: friend.user.id }, /referralCode: 4 to 16 letters and digits/],
      [{ referralCode: 'A'.repeat(17), newUserId: friend.user.id }, /referralCode: 4 to 16 letters and digits/],
      [{ referralCode: 12345678, newUserId: friend.user.id }, /referralCode: must be text/],
      [{ referralCode: code }, /newUserId/],
      [{ referralCode: code, newUserId: 'x'.repeat(65) }, /newUserId is at most 64 characters/],
      [{ referralCode: code, newUserId: friend.user.id, bonus: 100 }, /bonus/],
    ];
    for (const [input, message] of bad) {
      const answer = await friend.client.call('processReferralSignup', input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.error?.message).toMatch(/^Failed to process referral signup: /);
      expect(answer.error?.message).toMatch(message);
    }
    expect(await allRows()).toBe(before);
  });

  it('holds what looks farmed for an admin: the same device, the same address, two accounts naming each other, a burst from one referrer', async () => {
    // The same device: a browser the referrer signed in from.
    const onReferrersPhone = await createUser(t);
    await signIn(referrer.user.id, 'device-of-referrer', '203.0.113.7');
    await signIn(onReferrersPhone.user.id, 'device-of-referrer', '198.51.100.20');
    expect((await name(onReferrersPhone, code)).result.referral.status).toBe('held');
    expect((await rowsOf(onReferrersPhone.user.id))[0]!.signals).toEqual(['same_device']);

    // The same address as the referrer's recent sign-in: the friend's own call comes from it.
    const sharer = await createUser(t);
    const sharersCode = (await sharer.client.call('generateReferralCode', {})).result.code;
    await signIn(sharer.user.id, 'device-of-sharer', '127.0.0.1');
    const neighbour = await createUser(t);
    expect((await name(neighbour, sharersCode)).result.referral.status).toBe('held');
    expect((await rowsOf(neighbour.user.id))[0]!.signals).toEqual(['same_address']);

    // Two new accounts naming each other.
    const [a, b] = [await createUser(t), await createUser(t)];
    const codeOfA = (await a.client.call('generateReferralCode', {})).result.code;
    const codeOfB = (await b.client.call('generateReferralCode', {})).result.code;
    expect((await name(a, codeOfB)).result.referral.status).toBe('counted');
    expect((await name(b, codeOfA)).result.referral.status).toBe('held');
    expect((await rowsOf(b.user.id))[0]!.signals).toEqual(['referred_each_other']);

    // A burst: more than a handful of friends from one referrer in a day.
    const busy = await createUser(t);
    const busyCode = (await busy.client.call('generateReferralCode', {})).result.code;
    for (let i = 0; i < REFERRALS_A_DAY_BEFORE_REVIEW; i += 1) {
      const friend = await createUser(t);
      expect((await name(friend, busyCode)).result.referral.status).toBe('counted');
    }
    const oneMore = await createUser(t);
    expect((await name(oneMore, busyCode)).result.referral.status).toBe('held');
    expect((await rowsOf(oneMore.user.id))[0]!.signals).toEqual(['many_in_a_day']);
  });
});
