import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signIns } from '../../db/schema';
import { DEVICE_COOKIE } from '../../security/security-rules';
import { createOwnerOtherAdmin, signUpOverHttp, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t, signUpOverHttp));
});
afterAll(async () => t?.close());

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function signInElsewhere(person: TestUser, userAgent = PHONE_UA) {
  const client = t.client();
  const answer = await client.postJson('/api/auth/sign-in/email', { email: person.email, password: TEST_PASSWORD }, { 'user-agent': userAgent });
  expect(answer.status).toBe(200);
  return client;
}

describe('listRecentSignIns', () => {
  it('lists only the caller’s own sign-ins, newest first, with this device, a new device, and a masked address', async () => {
    const person = await signUpOverHttp(t);
    const phone = await signInElsewhere(person);
    const answer = await person.client.call('listRecentSignIns', {});
    expect(answer.status).toBe(200);
    const list = answer.result.signIns as { id: string; device: string; ip: string | null; thisDevice: boolean; newDevice: boolean; method: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ device: 'Chrome on Android', thisDevice: false, newDevice: true, method: 'password', ip: '127.0.0.x' });
    expect(list[1]).toMatchObject({ thisDevice: true, newDevice: false });
    // From the phone, the phone's sign-in is "this device".
    const fromPhone = (await phone.call('listRecentSignIns', {})).result.signIns as { thisDevice: boolean }[];
    expect(fromPhone.map((s) => s.thisDevice)).toEqual([true, false]);
    // Nothing of anyone else's, for anyone: the list has no user parameter.
    const mine = new Set(list.map((s) => s.id));
    for (const viewer of [other, admin]) {
      const theirs = (await viewer.client.call('listRecentSignIns', {})).result.signIns as { id: string }[];
      expect(theirs.some((s) => mine.has(s.id))).toBe(false);
    }
    // No device key or full address leaves the server.
    expect(JSON.stringify(answer.result)).not.toMatch(/deviceKey|127\.0\.0\.1/);
  });

  it('pages with a cursor, and refuses bad input naming the field', async () => {
    const person = await signUpOverHttp(t);
    for (let i = 0; i < 3; i += 1) await signInElsewhere(person);
    const first = await person.client.call('listRecentSignIns', { limit: 3 });
    expect(first.result.signIns).toHaveLength(3);
    expect(first.result.nextCursor).toBeTruthy();
    const second = await person.client.call('listRecentSignIns', { limit: 3, cursor: first.result.nextCursor });
    expect(second.result.signIns).toHaveLength(1);
    expect(second.result.nextCursor).toBeNull();
    const all = [...first.result.signIns, ...second.result.signIns].map((s: { id: string }) => s.id);
    expect(new Set(all).size).toBe(4);
    const tooMany = await person.client.call('listRecentSignIns', { limit: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.message).toContain('limit');
    const badCursor = await person.client.call('listRecentSignIns', { cursor: 'not-a-cursor' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.error?.message).toContain('cursor');
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.client().call('listRecentSignIns', {})).status).toBe(401);
  });
});

describe('listMySessions and endSession', () => {
  it('lists the caller’s live sessions with this one first, and ends another of their own', async () => {
    const person = await signUpOverHttp(t);
    const phone = await signInElsewhere(person);
    const listed = (await person.client.call('listMySessions', {})).result.sessions as { id: string; current: boolean; device: string; ip: string | null }[];
    expect(listed).toHaveLength(2);
    expect(listed[0]!.current).toBe(true);
    expect(listed[1]).toMatchObject({ current: false, device: 'Chrome on Android', ip: '127.0.0.x' });
    const ended = await person.client.call('endSession', { sessionId: listed[1]!.id });
    expect(ended).toMatchObject({ status: 200, result: { success: true } });
    expect((await phone.call('getMyAccount')).status).toBe(401);
    expect((await person.client.call('getMyAccount')).status).toBe(200);
    expect(((await person.client.call('listMySessions', {})).result.sessions as unknown[]).length).toBe(1);
    // The sign-in it came from stays in the history.
    expect((await t.services.db.select().from(signIns).where(eq(signIns.userId, person.user.id))).length).toBe(2);
  });

  it('nobody ends or sees another person’s session, admins included; visitors get 401; bad input names the field', async () => {
    const person = await signUpOverHttp(t);
    const [theirs] = await t.services.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    for (const viewer of [other, admin]) {
      const listed = (await viewer.client.call('listMySessions', {})).result.sessions as { id: string }[];
      expect(listed.some((s) => s.id === theirs!.id)).toBe(false);
      const tried = await viewer.client.call('endSession', { sessionId: theirs!.id });
      expect(tried.status).toBe(404);
      expect(tried.error?.message).toBe('Session not found');
    }
    expect((await person.client.call('getMyAccount')).status).toBe(200);
    expect((await t.client().call('listMySessions', {})).status).toBe(401);
    expect((await t.client().call('endSession', { sessionId: theirs!.id })).status).toBe(401);
    const empty = await owner.client.call('endSession', { sessionId: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toContain('sessionId');
    expect((await t.services.db.select().from(sessions).where(eq(sessions.id, theirs!.id))).length).toBe(1);
  });

  it('the device cookie is HttpOnly and long-lived', async () => {
    const client = t.client();
    const person = await signUpOverHttp(t);
    const response = await client.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: TEST_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie!)?.[1])).toBeGreaterThan(300 * 24 * 60 * 60);
  });
});
