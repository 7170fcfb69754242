import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lastMail(email: string, kind: string) {
  const [mail] = await t.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

describe('change password', () => {
  it('refuses a common new password, accepts a good one, and the new one signs in', async () => {
    const { client, email } = await createUser(t);
    const common = await client.postJson('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'iloveyou123' });
    expect(common.status).toBe(400);
    const changed = await client.postJson('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'Nandi-Hills-Sunrise-7' });
    expect(changed.status).toBe(200);
    const again = t.client();
    expect((await again.postJson('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await again.postJson('/api/auth/sign-in/email', { email, password: 'Nandi-Hills-Sunrise-7' })).status).toBe(200);
  });
});

describe('sign out of other sessions', () => {
  it('ends every session but the current one', async () => {
    const { client: laptop, email } = await createUser(t);
    const phone = t.client();
    expect((await phone.postJson('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await laptop.postJson('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await phone.call('getMyAccount')).status).toBe(401);
    expect((await laptop.call('getMyAccount')).status).toBe(200);
  });
});

describe('password reset by e-mail', () => {
  it('e-mails a link whose token sets a new password and ends old sessions', async () => {
    const { client: old, email } = await createUser(t);
    const browser = t.client();
    const asked = await browser.postJson('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(asked.status).toBe(200);
    const mail = await lastMail(email, 'password-reset');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/auth/reset-password/');
    const opened = await browser.fetch(link!);
    expect(opened.status).toBe(302);
    const token = new URL(opened.headers.get('location')!, t.url).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await browser.postJson('/api/auth/reset-password', { token, newPassword: 'Cubbon-Park-Walk-99' });
    expect(reset.status).toBe(200);
    expect((await old.call('getMyAccount')).status).toBe(401);
    expect((await t.client().postJson('/api/auth/sign-in/email', { email, password: 'Cubbon-Park-Walk-99' })).status).toBe(200);
    // A used token does not work twice.
    expect((await browser.postJson('/api/auth/reset-password', { token, newPassword: 'Another-Good-One-55' })).status).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const asked = await t.client().postJson('/api/auth/request-password-reset', { email: 'nobody@example.in', redirectTo: '/reset-password' });
    expect(asked.status).toBe(200);
    expect(await lastMail('nobody@example.in', 'password-reset')).toBeUndefined();
  });
});

describe('delete my account', () => {
  it('needs the right password, then removes the user and their avatar files', async () => {
    const { client, user } = await createUser(t);
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c3aed' } }).png().toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    expect((await client.fetch('/api/account/avatar', { method: 'POST', body: form })).status).toBe(200);
    expect(await t.services.storage.list(`avatars/${user.id}/`)).toHaveLength(4);

    const wrong = await client.postJson('/api/auth/delete-user', { password: 'not-my-password-1' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(await t.services.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

    const deleted = await client.postJson('/api/auth/delete-user', { password: TEST_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await t.services.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.services.storage.list(`avatars/${user.id}/`)).toHaveLength(0);
    expect((await client.call('getMyAccount')).status).toBe(401);
  });

  it('is refused to a super admin, who must hand over the role first', async () => {
    const { client, user } = await createUser(t, { role: 'super_admin' });
    const refused = await client.postJson('/api/auth/delete-user', { password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/super admin cannot delete/);
    expect(await t.services.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
