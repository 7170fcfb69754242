import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { makeSignature } from 'better-auth/crypto';
import sharp from 'sharp';
import type { Role } from '../../shared/constants/roles';
import { auditLog, users, type UserRow } from '../db/schema';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

type AuditRow = typeof auditLog.$inferSelect;

export const TEST_PASSWORD = 'Kaveri-River-Bend-42';

export interface TestUser {
  client: TestClient;
  user: UserRow;
  email: string;
  password: string;
}

let sequence = 0;

/** A name and address no other test user of this run has. */
function nextMaker(): { tag: string; email: string } {
  sequence += 1;
  const tag = `${sequence}${randomBytes(3).toString('hex')}`;
  return { tag, email: `maker${tag}@example.in` };
}

/** TEST_PASSWORD hashed once per process: scrypt is most of what a sign-up costs (decision 054). */
let passwordHash: Promise<string> | null = null;

/**
 * A new account with TEST_PASSWORD and a signed-in client, made through better-auth's own adapter
 * (its user hooks run: the username, the provider) rather than over HTTP: 0.5 to 1.5 s a user, 385
 * calls. Sign-up and sign-in themselves are tested over HTTP where they are the subject; `signUpOverHttp`
 * below is that path. The role is set straight in the database.
 */
export async function createUser(t: TestApp, options: { role?: Role; verified?: boolean; name?: string } = {}): Promise<TestUser> {
  const { tag, email } = nextMaker();
  const context = await t.services.auth.$context;
  passwordHash ??= context.password.hash(TEST_PASSWORD);
  const role = options.role ?? 'user';
  const created = await context.internalAdapter.createUser(
    { email, name: options.name ?? `Maker ${tag}`, username: `maker_${tag}`, emailVerified: options.verified ?? false },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: await passwordHash });
  await t.services.db.update(users).set({ role, isAdmin: role !== 'user' }).where(eq(users.id, created.id));
  const session = await context.internalAdapter.createSession(created.id, false, undefined, true);
  const client = t.client();
  // The cookie better-auth itself sets: the token, a dot, and its HMAC-SHA256 under the site's secret.
  client.cookies.set(context.authCookies.sessionToken.name, encodeURIComponent(`${session.token}.${await makeSignature(session.token, context.secret)}`));
  const [user] = await t.services.db.select().from(users).where(eq(users.id, created.id));
  return { client, user: user!, email, password: TEST_PASSWORD };
}

/** The same account made as a person makes it: sign-up, then sign-in, over HTTP. */
export async function signUpOverHttp(t: TestApp, options: { role?: Role; verified?: boolean; name?: string } = {}): Promise<TestUser> {
  const { tag, email } = nextMaker();
  const client = t.client();
  const signUp = await client.postJson('/api/auth/sign-up/email', {
    email,
    password: TEST_PASSWORD,
    name: options.name ?? `Maker ${tag}`,
    username: `maker_${tag}`,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  // Sign-up starts no session (decision 018), so the new account signs in as a person would.
  const signIn = await client.postJson('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  const id = signUp.body.user.id as string;
  const role = options.role ?? 'user';
  await t.services.db
    .update(users)
    .set({ role, isAdmin: role !== 'user', isVerified: options.verified ?? false })
    .where(eq(users.id, id));
  const [user] = await t.services.db.select().from(users).where(eq(users.id, id));
  return { client, user: user!, email, password: TEST_PASSWORD };
}

export async function reloadUser(t: TestApp, id: string): Promise<UserRow | undefined> {
  const [user] = await t.services.db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The audit-log rows about one target, oldest first. */
export async function auditEntries(t: TestApp, targetId: string): Promise<AuditRow[]> {
  return t.services.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));
}

/** A real image made with sharp: a colour gradient, so it survives re-encoding recognisably. */
export async function testImage(format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', size = 320): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i += 1) {
    pixels[i * 3] = (i % size) % 256;
    pixels[i * 3 + 1] = Math.floor(i / size) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).toFormat(format).toBuffer();
}

/** POST /api/account/avatar as a browser would send a file input: multipart, field `file`. */
export async function uploadAvatar(client: TestClient, bytes: Uint8Array, name = 'avatar.png', type = 'image/png'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return client.fetch('/api/account/avatar', { method: 'POST', body: form });
}

/** A super admin, an admin and a plain user on one site: the cast of the admin tests. */
export async function createRoleTrio(t: TestApp, make: typeof createUser = createUser): Promise<{ superAdmin: TestUser; admin: TestUser; plain: TestUser }> {
  const superAdmin = await make(t, { role: 'super_admin' });
  const admin = await make(t, { role: 'admin' });
  const plain = await make(t);
  return { superAdmin, admin, plain };
}

/** The three roles a record-level rule tells apart: the record's owner, another user, and an admin. */
export async function createOwnerOtherAdmin(t: TestApp, make: typeof createUser = createUser): Promise<{ owner: TestUser; other: TestUser; admin: TestUser }> {
  const { plain: owner, admin } = await createRoleTrio(t, make);
  return { owner, other: await make(t), admin };
}
