import { TestClient } from '../../src/server/test/test-client';

export interface BenchMember {
  id: string;
  email: string;
  /** The session's cookies: a client for another base URL (a restarted node) carries them over. */
  cookies: Map<string, string>;
}

const PASSWORD = 'Kaveri-River-Bend-42';

/**
 * A member signed up and signed in over HTTP, as the browser does. `beforeSignIn` runs between the
 * two (to make them an admin in the database, say), so the session read at sign-in sees it.
 */
export async function signUpMember(baseUrl: string, name: string, beforeSignIn?: (id: string) => Promise<void>): Promise<BenchMember> {
  const client = new TestClient(baseUrl);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${name.toLowerCase()}${stamp}@example.in`;
  const up = await client.postJson('/api/auth/sign-up/email', { email, password: PASSWORD, name, username: `${name.toLowerCase()}_${stamp}`.slice(0, 30) });
  if (up.status !== 200) throw new Error(`sign-up of ${name} answered ${up.status}: ${JSON.stringify(up.body)}`);
  const id = up.body.user.id as string;
  if (beforeSignIn) await beforeSignIn(id);
  return signInMember(baseUrl, email);
}

/** A member made by signUpMember signed in again (a new session). */
export async function signInMember(baseUrl: string, email: string): Promise<BenchMember> {
  const client = new TestClient(baseUrl);
  const signedIn = await client.postJson('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (signedIn.status !== 200) throw new Error(`sign-in of ${email} answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`);
  return { id: signedIn.body.user.id as string, email, cookies: client.cookies };
}

/** A client with a member's cookies against a (possibly restarted) node's base URL. */
export function memberClient(baseUrl: string, member: BenchMember): TestClient {
  const client = new TestClient(baseUrl);
  for (const [k, v] of member.cookies) client.cookies.set(k, v);
  return client;
}
