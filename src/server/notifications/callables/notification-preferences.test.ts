import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../shared/constants/notification-rules';
import { notificationPreferences } from '../../db/schema';
import { readPreferences } from '../preferences/read-preferences';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ NOTIFICATION_EMAIL_SECONDS: '3600' });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const rowOf = async (userId: string) => (await t.services.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0];

describe('getNotificationPreferences', () => {
  it("answers SPEC §9's defaults to someone who never chose, and 401 signed out", async () => {
    expect(await owner.client.call('getNotificationPreferences')).toMatchObject({ status: 200, result: { success: true, preferences: DEFAULT_NOTIFICATION_PREFERENCES } });
    const { result } = await owner.client.call('getNotificationPreferences', {});
    expect(result.preferences.email).toMatchObject({ likes: false, shares: false, comments: true, security: true });
    expect(Object.values(result.preferences.inApp).every(Boolean)).toBe(true);
    expect(result.preferences.quietHours).toEqual({ enabled: false, start: '22:00', end: '08:00', timeZone: 'UTC' });
    expect(await t.client().call('getNotificationPreferences')).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await rowOf(owner.user.id)).toBeUndefined();
  });

  it('answers the defaults, with a log line, when the preferences cannot be read (SPEC §8)', async () => {
    const warn = vi.fn();
    const broken = { select: () => { throw new Error('permission denied for table notification_preferences'); } } as never;
    expect(await readPreferences(broken, owner.user.id, { warn })).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ userId: owner.user.id }), expect.stringMatching(/defaults/));
  });
});

describe('updateNotificationPreferences', () => {
  it('changes only what is sent, for the caller only, one row per person, and get answers it', async () => {
    const first = await owner.client.call('updateNotificationPreferences', { email: { likes: true, comments: false } });
    expect(first).toMatchObject({ status: 200, result: { success: true } });
    expect(first.result.preferences.email).toMatchObject({ likes: true, comments: false, reviews: true, security: true });
    const second = await owner.client.call('updateNotificationPreferences', {
      frequency: 'daily',
      inApp: { follows: false },
      quietHours: { enabled: true, start: '23:30', end: '06:15', timeZone: 'Asia/Kolkata' },
    });
    expect(second.result.preferences).toMatchObject({
      email: { likes: true, comments: false },
      inApp: { follows: false, likes: true },
      frequency: 'daily',
      // A zone is kept by the name the browser gives it.
      quietHours: { enabled: true, start: '23:30', end: '06:15', timeZone: 'Asia/Kolkata' },
    });
    expect((await owner.client.call('updateNotificationPreferences', { quietHours: { timeZone: 'utc' } })).result.preferences.quietHours.timeZone).toBe('UTC');
    await owner.client.call('updateNotificationPreferences', { quietHours: { timeZone: 'Asia/Kolkata' } });
    const third = await owner.client.call('updateNotificationPreferences', { quietHours: { enabled: false } });
    expect(third.result.preferences.quietHours).toEqual({ enabled: false, start: '23:30', end: '06:15', timeZone: 'Asia/Kolkata' });
    expect((await owner.client.call('getNotificationPreferences')).result.preferences).toEqual(third.result.preferences);
    expect((await other.client.call('getNotificationPreferences')).result.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(await rowOf(other.user.id)).toBeUndefined();
    expect(await t.services.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, owner.user.id))).toHaveLength(1);
  });

  it('admins change their own preferences only; signed out is 401 and writes nothing', async () => {
    const answer = await admin.client.call('updateNotificationPreferences', { email: { tips: false } });
    expect(answer.result.preferences.email.tips).toBe(false);
    expect((await other.client.call('getNotificationPreferences')).result.preferences.email.tips).toBe(true);
    expect(await t.client().call('updateNotificationPreferences', { email: { likes: true } })).toMatchObject({ status: 401 });
  });

  it('lands both of two changes sent at once', async () => {
    const person = await createUser(t);
    await Promise.all([
      person.client.call('updateNotificationPreferences', { email: { likes: true } }),
      person.client.call('updateNotificationPreferences', { email: { shares: true } }),
      person.client.call('updateNotificationPreferences', { inApp: { tips: false } }),
    ]);
    const { preferences } = (await person.client.call('getNotificationPreferences')).result;
    expect(preferences.email).toMatchObject({ likes: true, shares: true });
    expect(preferences.inApp.tips).toBe(false);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const person = await createUser(t);
    const cases: [unknown, RegExp][] = [
      [{ email: { security: false } }, /email\.security: security notifications cannot be switched off/],
      [{ inApp: { security: false } }, /inApp\.security: security notifications cannot be switched off/],
      [{ email: { likes: 'yes' } }, /email\.likes/],
      [{ email: { spam: true } }, /spam: cannot be set here/],
      [{ frequency: 'hourly' }, /frequency: must be realtime, daily or weekly/],
      [{ quietHours: { start: '24:00' } }, /quietHours\.start: must be a time of day as HH:MM/],
      [{ quietHours: { end: '7:00' } }, /quietHours\.end: must be a time of day as HH:MM/],
      [{ quietHours: { end: '07:60' } }, /quietHours\.end/],
      [{ quietHours: { timeZone: 'Mars/Olympus_Mons' } }, /quietHours\.timeZone: must be an IANA time zone/],
      [{ quietHours: { timeZone: '../../etc/passwd' } }, /quietHours\.timeZone/],
      [{ quietHours: { enabled: 'on' } }, /quietHours\.enabled/],
      [{ colour: 'blue' }, /colour: cannot be set here/],
    ];
    for (const [data, message] of cases) {
      const answer = await person.client.call('updateNotificationPreferences', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message, JSON.stringify(data)).toMatch(message);
    }
    expect(await person.client.call('updateNotificationPreferences', 'daily')).toMatchObject({ status: 400 });
    expect(await rowOf(person.user.id)).toBeUndefined();
    // Security may be sent as on: it is on already.
    expect((await person.client.call('updateNotificationPreferences', { email: { security: true } })).status).toBe(200);
  });
});
