import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailDeliveries, notificationPreferences, notifications } from '../../db/schema';
import { createEmailDelivery } from '../../mail';
import { deliverEmail } from '../../mail/delivery/deliver-email';
import { createUser, type TestUser } from '../../test/factories';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailDepsFrom, type EmailDeps } from './email-deps';
import { sendDigests } from './send-digests';
import { sendDueNotificationEmails } from './send-due-emails';
import { signUnsubscribeToken } from './unsubscribe-token';

let peer: SmtpPeer;
let t: TestApp;
let deps: EmailDeps;
beforeAll(async () => {
  peer = await startSmtpPeer();
  // The app's own mailer sends to the peer; the tests run the e-mail tasks themselves, at the dates
  // they choose, and no background run can hold a row their own run then skips (CI once saw a
  // test's run leave a notification due that it should have sent).
  t = await createTestApp({ SMTP_URL: peer.url, NOTIFICATION_EMAIL_SECONDS: '3600' }, { jobsOnDemand: true });
  deps = emailDepsFrom(t.services);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const verifiedUser = async () => {
  const person = await createUser(t, { verified: true });
  return person;
};

/** A notification as N1's consumers write it: e-mail 'due' now when the recipient's e-mail switch is on. */
async function insertNotification(recipient: TestUser, fields: Partial<typeof notifications.$inferInsert> = {}) {
  const id = randomUUID();
  await t.services.db.insert(notifications).values({
    id,
    recipientId: recipient.user.id,
    type: 'comment',
    category: 'comments',
    actorName: 'Asha',
    message: 'Asha commented on Gear Train: "Lovely print"',
    actionUrl: '/model/gear-train-1',
    emailState: 'due',
    emailDueAt: new Date(),
    ...fields,
  });
  return id;
}

const stateOf = async (id: string) => (await t.services.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
const setPreferences = (person: TestUser, data: unknown) => person.client.call('updateNotificationPreferences', data);
const later = (ms: number) => new Date(Date.now() + ms);

describe('realtime notification e-mails', () => {
  it('sends a due notification once through SMTP, with its text, its link and RFC 8058 unsubscribe headers', async () => {
    const person = await verifiedUser();
    const id = await insertNotification(person);
    // Two runs at once, then another: one e-mail.
    const runs = await Promise.all([sendDueNotificationEmails(deps, later(1000)), sendDueNotificationEmails(deps, later(1000))]);
    await sendDueNotificationEmails(deps, later(2000));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    const mail = peer.to(person.email).filter((m) => m.headers.get('subject') === 'New comment on your model');
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message!.decoded).toContain('Asha commented on Gear Train: "Lovely print"');
    expect(message!.decoded).toContain(`${t.url}/model/gear-train-1`);
    expect(message!.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${t.url}/api/unsubscribe\\?token=[A-Za-z0-9_.-]+>$`));
    expect(message!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message!.decoded).toContain('Stop e-mails about comments and replies');
    expect((await stateOf(id)).emailState).toBe('sent');
  });

  it('holds an e-mail during quiet hours in the recipient’s time zone and sends it when they end', async () => {
    const person = await verifiedUser();
    await setPreferences(person, { quietHours: { enabled: true, start: '22:00', end: '07:00', timeZone: 'Asia/Kolkata' } });
    // 22:30 in Kolkata (17:00 UTC), a day after the notification.
    const evening = new Date(Date.UTC(2027, 0, 10, 17, 0));
    const id = await insertNotification(person, { emailDueAt: evening });
    expect(await sendDueNotificationEmails(deps, evening)).toMatchObject({ held: 1, sent: 0 });
    expect(await stateOf(id)).toMatchObject({ emailState: 'held', emailDueAt: new Date(Date.UTC(2027, 0, 11, 1, 30)) });
    await sendDueNotificationEmails(deps, new Date(Date.UTC(2027, 0, 11, 1, 29)));
    expect(peer.to(person.email).filter((m) => m.headers.get('subject') === 'New comment on your model')).toHaveLength(0);
    expect((await sendDueNotificationEmails(deps, new Date(Date.UTC(2027, 0, 11, 1, 30)))).sent).toBe(1);
    expect(peer.to(person.email).filter((m) => m.headers.get('subject') === 'New comment on your model')).toHaveLength(1);
    expect((await stateOf(id)).emailState).toBe('sent');
  });

  it('sends security alerts in quiet hours and on a digest frequency, without an unsubscribe header', async () => {
    const person = await verifiedUser();
    await setPreferences(person, { frequency: 'weekly', quietHours: { enabled: true, start: '00:00', end: '23:59', timeZone: 'UTC' } });
    const id = await insertNotification(person, {
      type: 'security',
      category: 'security',
      priority: 'high',
      message: 'Your password was changed.',
      actionUrl: '/settings/security',
      emailDueAt: new Date(Date.UTC(2027, 0, 10, 12, 0)),
    });
    expect((await sendDueNotificationEmails(deps, new Date(Date.UTC(2027, 0, 10, 12, 0)))).sent).toBeGreaterThanOrEqual(1);
    const [mail] = peer.to(person.email).filter((m) => m.headers.get('subject') === 'Security alert for your Meshmandi account');
    expect(mail?.decoded).toContain('Your password was changed.');
    expect(mail?.decoded).toContain(`${t.url}/settings/security`);
    expect(mail?.headers.has('list-unsubscribe')).toBe(false);
    expect((await stateOf(id)).emailState).toBe('sent');
  });

  it('mails a group once, with the group’s text, for its members that are due', async () => {
    const person = await verifiedUser();
    await setPreferences(person, { email: { likes: true } });
    const groupId = randomUUID();
    await insertNotification(person, { id: groupId, type: 'like', category: 'likes', grouped: true, groupCount: 3, groupKey: 'like:model:m1', message: 'Asha and 2 others liked Gear Train', emailState: 'none', emailDueAt: null });
    const members = [];
    for (const name of ['Asha', 'Ravi', 'Meera']) {
      members.push(await insertNotification(person, { type: 'like', category: 'likes', groupKey: 'like:model:m1', groupedInto: groupId, message: `${name} liked Gear Train`, createdAt: later(-60_000) }));
    }
    await sendDueNotificationEmails(deps, later(1000));
    const mail = peer.to(person.email).filter((m) => m.headers.get('subject') === 'New likes on your model');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.decoded).toContain('Asha and 2 others liked Gear Train');
    expect(mail[0]!.decoded).not.toContain('Ravi liked');
    const rows = await t.services.db.select().from(notifications).where(inArray(notifications.id, members));
    expect(rows.map((row) => row.emailState)).toEqual(['sent', 'sent', 'sent']);
  });

  it('waits for grouping before mailing a like that may still be grouped', async () => {
    const person = await verifiedUser();
    await setPreferences(person, { email: { likes: true } });
    const id = await insertNotification(person, { type: 'like', category: 'likes', groupKey: 'like:model:m2', message: 'Ravi liked Gear Train' });
    await sendDueNotificationEmails(deps, new Date());
    expect((await stateOf(id)).emailState).toBe('due');
    await sendDueNotificationEmails(deps, later(10_000));
    expect((await stateOf(id)).emailState).toBe('sent');
  });

  it('sends nothing to an unverified address or for a category switched off since', async () => {
    const unverified = await createUser(t);
    const a = await insertNotification(unverified);
    const person = await verifiedUser();
    const b = await insertNotification(person);
    await setPreferences(person, { email: { comments: false } });
    await sendDueNotificationEmails(deps, later(1000));
    expect((await stateOf(a)).emailState).toBe('none');
    expect((await stateOf(b)).emailState).toBe('none');
    expect(peer.to(unverified.email).filter((m) => /comment/.test(m.headers.get('subject') ?? ''))).toHaveLength(0);
    expect(peer.to(person.email)).toHaveLength(0);
  });

  it('hands a failed send to the delivery queue, which sends it later, once, instead of losing it', async () => {
    const person = await verifiedUser();
    const id = await insertNotification(person);
    const log = { warn: vi.fn(), error: vi.fn() };
    const failingMailer = createEmailDelivery({ db: t.services.db, jobs: t.services.jobs, log, transport: { send: () => Promise.reject(new Error('421 try later')) } });
    expect((await sendDueNotificationEmails({ ...deps, mailer: failingMailer }, later(1000))).sent).toBe(1);
    expect((await stateOf(id)).emailState).toBe('sent');
    expect(log.warn).toHaveBeenCalled();
    const [delivery] = await t.services.db.select().from(emailDeliveries).where(eq(emailDeliveries.key, `notification:${id}`));
    expect(delivery).toMatchObject({ to: person.email, attempts: 1, sentAt: null, lastError: '421 try later' });
    expect(peer.to(person.email)).toHaveLength(0);
    // The queue's next attempt, with the mail server answering again.
    expect(await deliverEmail({ db: t.services.db, jobs: t.services.jobs, log, transport: t.services.mailer.transport }, delivery!.id, later(60_000))).toBe('sent');
    expect(await deliverEmail({ db: t.services.db, jobs: t.services.jobs, log, transport: t.services.mailer.transport }, delivery!.id, later(120_000))).toBe('done');
    expect(peer.to(person.email)).toHaveLength(1);
  });
});

describe('digests', () => {
  it('gathers a day’s notifications into one e-mail per person, once, even when two runs overlap', async () => {
    const person = await verifiedUser();
    await setPreferences(person, { frequency: 'daily', email: { likes: true } });
    const ids = [
      await insertNotification(person, { message: 'Asha commented on Gear Train' }),
      await insertNotification(person, { type: 'follow', category: 'follows', message: 'Ravi started following you', actionUrl: `/profile/ravi` }),
      await insertNotification(person, { type: 'review', category: 'reviews', message: 'Meera reviewed Gear Train: 5 stars' }),
    ];
    expect((await sendDueNotificationEmails(deps, later(1000))).digest).toBeGreaterThanOrEqual(3);
    expect((await stateOf(ids[0]!)).emailState).toBe('digest');
    // Not yet a day since they chose daily.
    expect((await sendDigests(deps, 'daily', later(3_600_000))).sent).toBe(0);
    const dayLater = later(25 * 3_600_000);
    const runs = await Promise.all([sendDigests(deps, 'daily', dayLater), sendDigests(deps, 'daily', dayLater), sendDigests(deps, 'weekly', dayLater)]);
    await sendDigests(deps, 'daily', dayLater);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    const digests = peer.to(person.email).filter((m) => /digest/.test(m.headers.get('subject') ?? ''));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.headers.get('subject')).toBe('Your daily Meshmandi digest: 3 new notifications');
    for (const text of ['Asha commented on Gear Train', 'Ravi started following you', 'Meera reviewed Gear Train: 5 stars', 'Unsubscribe from all']) {
      expect(digests[0]!.decoded).toContain(text);
    }
    expect(digests[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const rows = await t.services.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.every((row) => row.emailState === 'sent')).toBe(true);
    // The next day's digest waits for the next day.
    const next = await insertNotification(person, { message: 'Kiran commented on Gear Train' });
    await sendDueNotificationEmails(deps, later(26 * 3_600_000));
    expect((await sendDigests(deps, 'daily', later(26 * 3_600_000))).sent).toBe(0);
    expect((await sendDigests(deps, 'daily', later(50 * 3_600_000))).sent).toBe(1);
    expect((await stateOf(next)).emailState).toBe('sent');
    expect(peer.to(person.email).filter((m) => /digest/.test(m.headers.get('subject') ?? ''))).toHaveLength(2);
  });

  it('hands notifications waiting for a digest to the realtime e-mail when the person goes back to realtime', async () => {
    const person = await verifiedUser();
    await setPreferences(person, { frequency: 'weekly' });
    const id = await insertNotification(person);
    await sendDueNotificationEmails(deps, later(1000));
    expect((await stateOf(id)).emailState).toBe('digest');
    await setPreferences(person, { frequency: 'realtime' });
    await sendDigests(deps, 'weekly', later(2000));
    expect((await stateOf(id)).emailState).toBe('due');
    await sendDueNotificationEmails(deps, later(3000));
    expect((await stateOf(id)).emailState).toBe('sent');
  });
});

describe('one-click unsubscribe', () => {
  const unsubscribeLink = (mail: { headers: Map<string, string> }) => /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!;
  const emailPrefs = async (userId: string) => (await t.services.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0]?.email;

  it('GET asks first; a POST as a mail client sends it (no sign-in, no Origin) turns the category off; again changes nothing', async () => {
    const person = await verifiedUser();
    await insertNotification(person);
    await sendDueNotificationEmails(deps, later(1000));
    const link = unsubscribeLink(peer.to(person.email).at(-1)!);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop e-mails about comments and replies?');
    expect(await emailPrefs(person.user.id)).toBeUndefined();
    const oneClick = () => fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('You will no longer get e-mails about comments and replies.');
    expect(await emailPrefs(person.user.id)).toMatchObject({ comments: false, reviews: true, security: true });
    expect((await oneClick()).status).toBe(200);
    expect((await person.client.call('getNotificationPreferences')).result.preferences.email).toMatchObject({ comments: false, reviews: true, follows: true });
    // The confirmation page's own button posts from the site, with its Origin.
    const fromPage = await t.client().fetch(new URL(link).pathname + new URL(link).search, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(fromPage.status).toBe(200);
  });

  it('a digest’s link turns off every category but security', async () => {
    const person = await verifiedUser();
    const token = signUnsubscribeToken(deps.secret, { userId: person.user.id, scope: 'all' });
    expect((await fetch(`${t.url}/api/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(200);
    const prefs = await emailPrefs(person.user.id);
    expect(Object.entries(prefs!).filter(([, on]) => on)).toEqual([['security', true]]);
  });

  it('refuses a forged, altered or foreign token with 400 and changes nothing', async () => {
    const person = await verifiedUser();
    const victim = await verifiedUser();
    const mine = signUnsubscribeToken(deps.secret, { userId: person.user.id, scope: 'reviews' });
    const [, signature] = mine.split('.');
    const swapped = `${Buffer.from(`${victim.user.id}:reviews`).toString('base64url')}.${signature}`;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mine.at(-1)!);
    // The last character's two low bits are spare: this spelling decodes to the same bytes.
    const spareBits = mine.slice(0, -1) + alphabet[last ^ 1];
    const flipped = mine.slice(0, -1) + alphabet[last ^ 4];
    const otherSecret = signUnsubscribeToken('another-secret-that-is-long-enough-0123456789', { userId: victim.user.id, scope: 'reviews' });
    const security = `${Buffer.from(`${victim.user.id}:security`).toString('base64url')}.${signature}`;
    for (const token of [swapped, spareBits, flipped, otherSecret, security, 'garbage', '', mine.split('.')[0]!]) {
      for (const method of ['GET', 'POST']) {
        const answer = await fetch(`${t.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, { method });
        expect(answer.status, `${method} ${token}`).toBe(400);
        expect(await answer.text()).toContain('This unsubscribe link is not valid');
      }
    }
    expect((await fetch(`${t.url}/api/unsubscribe`, { method: 'POST' })).status).toBe(400);
    expect(await emailPrefs(victim.user.id)).toBeUndefined();
    expect(await emailPrefs(person.user.id)).toBeUndefined();
  });
});
