import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CREATORS_LIMIT, type FoundCreator } from '../../../shared/contracts/discovery/search-creators';
import { auditLog, follows, users } from '../../db/schema';
import { insertModelRow } from '../../test/discovery-factories';
import { createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// Issue 28 item 1: explore shows the creators a search names above the models. Only members with a
// model a public list shows, and only accounts that may sign in.
let t: TestApp;
const people: Record<string, TestUser> = {};

async function person(name: string, options: { models?: number; privateModels?: number; status?: 'inactive' | 'banned'; username?: string } = {}) {
  const made = await createUser(t, { name });
  for (let i = 0; i < (options.models ?? 0); i++) await insertModelRow(t, made.user.id, { title: `Diya stand ${i + 1}` });
  for (let i = 0; i < (options.privateModels ?? 0); i++) await insertModelRow(t, made.user.id, { title: `Draft ${i + 1}`, visibility: 'private' });
  if (options.status || options.username) {
    await t.services.db
      .update(users)
      .set({ ...(options.status ? { status: options.status } : {}), ...(options.username ? { username: options.username } : {}) })
      .where(eq(users.id, made.user.id));
  }
  people[name] = made;
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  await person('Kavya Reddy', { models: 2, privateModels: 1, username: 'kavya.reddy_99' });
  await person('Kavitha Rao', { models: 1 });
  await person('Rohit Deshpande', { models: 3 });
  await person('José Núñez', { models: 1 });
  // Names that match but must not be shown.
  await person('Anil Reddy', { privateModels: 2 });
  await person('Suresh Reddy');
  await person('Priya Reddy', { models: 1, status: 'banned' });
  await person('Meena Reddy', { models: 1, status: 'inactive' });
});
afterAll(async () => t?.close());

async function found(client: TestClient, q: string): Promise<FoundCreator[]> {
  const answer = await client.call<{ creators: FoundCreator[] }>('searchCreators', { q });
  if (!answer.result) throw new Error(`searchCreators answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.result.creators;
}

const names = async (q: string, client = t.client()) => (await found(client, q)).map((c) => c.displayName);

describe('searchCreators', () => {
  it.each([
    ['Kavya Reddy', ['Kavya Reddy']],
    ['kavya reddy', ['Kavya Reddy']],
    ['reddy', ['Kavya Reddy']],
    ['DESHPANDE', ['Rohit Deshpande']],
    ['deshp', ['Rohit Deshpande']],
    ['kavya.reddy_99', ['Kavya Reddy']],
    ['kavya_reddy', ['Kavya Reddy']],
    ['Núñez', ['José Núñez']],
    ['zebra crossing', []],
    ['!!!', []],
  ])('%s finds %j', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('finds by a username, and by the start of the last word as explore does', async () => {
    expect(await names(people['Rohit Deshpande']!.user.username!)).toEqual(['Rohit Deshpande']);
    // "kav" starts both first names; each has a public model.
    expect((await names('kav')).sort()).toEqual(['Kavitha Rao', 'Kavya Reddy']);
    // Two letters alone are a whole word, not a start (search-words.ts): nobody is called "ka".
    expect(await names('ka')).toEqual([]);
  });

  it('puts whole names before starts of names', async () => {
    await person('Kavi Sen', { models: 1 });
    const [first, ...rest] = await names('kavi');
    expect(first).toBe('Kavi Sen');
    expect(rest).toEqual(['Kavitha Rao']);
  });

  it('shows each with the public model count of their profile, and an avatar as other cards give it', async () => {
    const [kavya] = await found(t.client(), 'kavya reddy');
    expect(kavya).toEqual({
      uid: people['Kavya Reddy']!.user.id,
      username: 'kavya.reddy_99',
      displayName: 'Kavya Reddy',
      photoURL: people['Kavya Reddy']!.user.photoURL,
      isVerified: false,
      models: 2,
      followedByMe: false,
    });
    expect((await found(t.client(), 'deshpande'))[0]!.models).toBe(3);
  });

  it('leaves out suspended and banned accounts and members with no public model, for every role', async () => {
    const admin = await createUser(t, { role: 'admin' });
    for (const client of [t.client(), people['Rohit Deshpande']!.client, people['Anil Reddy']!.client, admin.client]) {
      expect(await names('reddy', client)).toEqual(['Kavya Reddy']);
      for (const q of ['priya', 'meena', 'suresh', 'anil']) expect(await names(q, client)).toEqual([]);
    }
  });

  it('says whether the caller follows each: a visitor follows no one, the owner sees themself unfollowed', async () => {
    const fan = await createUser(t);
    expect((await fan.client.call('followUser', { userId: people['Kavya Reddy']!.user.id })).status).toBe(200);
    expect((await found(fan.client, 'kavya'))[0]).toMatchObject({ displayName: 'Kavya Reddy', followedByMe: true });
    expect((await found(t.client(), 'kavya'))[0]).toMatchObject({ displayName: 'Kavya Reddy', followedByMe: false });
    expect((await found(people['Kavya Reddy']!.client, 'kavya reddy'))[0]).toMatchObject({ displayName: 'Kavya Reddy', followedByMe: false });
    const admin = await createUser(t, { role: 'admin' });
    expect((await found(admin.client, 'kavya reddy'))[0]).toMatchObject({ displayName: 'Kavya Reddy', followedByMe: false });
  });

  it(`returns at most ${SEARCH_CREATORS_LIMIT}, the most followed first`, async () => {
    const many: TestUser[] = [];
    for (let i = 0; i < SEARCH_CREATORS_LIMIT + 2; i++) many.push(await person(`Lakshmi Venkatesan${i}`, { models: 1 }));
    await t.services.db.update(users).set({ followersCount: 50 }).where(eq(users.id, many.at(-1)!.user.id));
    const answer = await names('lakshmi');
    expect(answer).toHaveLength(SEARCH_CREATORS_LIMIT);
    expect(answer[0]).toBe(`Lakshmi Venkatesan${SEARCH_CREATORS_LIMIT + 1}`);
  });

  it('refuses text that is missing, empty or too long with a sentence, and writes nothing', async () => {
    const writes = async () => {
      const [f] = await t.services.db.select({ n: count() }).from(follows);
      const [a] = await t.services.db.select({ n: count() }).from(auditLog);
      const [u] = await t.services.db.execute<{ n: string }>(sql`select count(*) as n from users`).then((r) => r.rows);
      return [f!.n, a!.n, Number(u!.n)];
    };
    const before = await writes();
    const cases: [unknown, RegExp][] = [
      [{}, /Search text is required/],
      [{ q: '   ' }, /Search text is required/],
      [{ q: 'a'.repeat(201) }, /Search text can be at most 200 characters/],
      [{ q: 42 }, /Search text is required/],
    ];
    for (const [input, message] of cases) {
      const answer = await t.client().call('searchCreators', input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.error?.message).toMatch(message);
    }
    expect(await writes()).toEqual(before);
  });
});
