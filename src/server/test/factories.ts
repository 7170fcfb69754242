import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/constants/roles';
import { users, type UserRow } from '../db/schema';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export const TEST_PASSWORD = 'Kaveri-River-Bend-42';

export interface TestUser {
  client: TestClient;
  user: UserRow;
  email: string;
  password: string;
}

let sequence = 0;

/** A new account signed up over HTTP, signed in, optionally given a role straight in the database. */
export async function createUser(t: TestApp, options: { role?: Role; verified?: boolean; name?: string } = {}): Promise<TestUser> {
  sequence += 1;
  const tag = `${sequence}${randomBytes(3).toString('hex')}`;
  const email = `maker${tag}@example.in`;
  const client = t.client();
  const signUp = await client.postJson('/api/auth/sign-up/email', {
    email,
    password: TEST_PASSWORD,
    name: options.name ?? `Maker ${tag}`,
    username: `maker_${tag}`,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
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
