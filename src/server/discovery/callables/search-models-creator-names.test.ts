import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { insertModelRow } from '../../test/discovery-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 28 item 1: every creator's display name, surname and username finds their models. The
// search stems the words it is given ("Reddy" → "reddi", "Deshpande" → "deshpand"), so names the
// stemmer changes were found only when the creator's names were indexed as it stems them too.
let t: TestApp;
const creators: Record<string, TestUser> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Kavya Reddy', 'Rohit Deshpande', 'Meera Sharma', 'Anjali Iyer']) {
    creators[name] = await createUser(t, { name });
    await insertModelRow(t, creators[name].user.id, { title: `Lamp shade by ${name.split(' ')[0]}`, tags: ['lamp'] });
  }
});
afterAll(async () => t?.close());

async function creatorsFound(q: string): Promise<string[]> {
  const answer = await t.client().call('searchModels', { q });
  expect(answer.status, q).toBe(200);
  return [...new Set((answer.result as { models: { creator: { displayName: string } }[] }).models.map((m) => m.creator.displayName))].sort();
}

describe('searching by a creator’s name', () => {
  it.each([
    ['reddy', ['Kavya Reddy']],
    ['Kavya Reddy', ['Kavya Reddy']],
    ['deshpande', ['Rohit Deshpande']],
    ['Rohit Deshpande', ['Rohit Deshpande']],
    ['sharma', ['Meera Sharma']],
    ['iyer', ['Anjali Iyer']],
  ])('%s finds the models of %j', async (q, expected) => {
    expect(await creatorsFound(q)).toEqual(expected);
  });

  it('finds them by username too', async () => {
    for (const name of ['Kavya Reddy', 'Rohit Deshpande']) {
      expect(await creatorsFound(creators[name]!.user.username!)).toEqual([name]);
    }
  });
});
