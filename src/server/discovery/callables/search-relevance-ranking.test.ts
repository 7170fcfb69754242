import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertModelRow } from '../../test/discovery-factories';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 28's relevance cases (decision 055): a word in the title ranks above the same word only in
// tags, tags above description, popularity last, and the words as a phrase in the title first,
// however popular the others are; a word spelt by its sound finds what it means when no spelling
// rule does, and nonsense still finds nothing. On PGlite and on PostgreSQL.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const maker = (await createUser(t, { name: 'Asha Rao' })).user.id;
  const made: [title: string, downloads: number, more?: { tags?: string[]; description?: string }][] = [
    ['Twisted Rib Vase', 10],
    ['Faceted Heptagon Vase', 20],
    ['Spiral Vase', 5],
    ['Vase with a Spiral Handle', 3000],
    ['Modular Sensor for Bangle', 9000, { tags: ['vase mode', 'sensor'] }],
    ['Spiral Planter', 8000, { tags: ['vase'] }],
    ['Voronoi Truck', 12000, { description: 'Looks as good on a shelf as a vase.' }],
    ['Elephant Planter', 50],
    ['Auto Rickshaw Toy', 40],
    ['Ganesha Idol', 30],
    ['Coffee Mug with Handle', 20],
    ['Chunky Chai Mug', 500],
    ['Desk Organizer', 15],
    ['Organic Lamp', 7000],
  ];
  for (const [title, downloads, more] of made) await insertModelRow(t, maker, { title, downloads, tags: more?.tags ?? [], description: more?.description ?? 'A print.' });
});
afterAll(async () => t?.close());

interface Answer {
  models: { title: string }[];
  total: { count: number; exact: boolean };
  searchedFor: string | null;
  nextCursor: string | null;
}

async function search(data: Record<string, unknown>): Promise<Answer> {
  const answer = await t.client().call('searchModels', data);
  if (!answer.result) throw new Error(`searchModels answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.result as Answer;
}

const titles = async (q: string) => (await search({ q })).models.map((m) => m.title);

describe('search ranks titles before tags before descriptions', () => {
  it('puts every model with the word in its title first, then in tags, then in the description, each by popularity', async () => {
    expect(await titles('vase')).toEqual([
      'Vase with a Spiral Handle',
      'Faceted Heptagon Vase',
      'Twisted Rib Vase',
      'Spiral Vase',
      'Modular Sensor for Bangle',
      'Spiral Planter',
      'Voronoi Truck',
    ]);
  });

  it('puts the words as a phrase in the title first, then both words in the title, then in title and tags', async () => {
    expect((await titles('spiral vase')).slice(0, 3)).toEqual(['Spiral Vase', 'Vase with a Spiral Handle', 'Spiral Planter']);
  });

  it('puts a title word as typed before a title word that only shares its stem', async () => {
    // Both are "organ" to the English stemmer.
    expect(await titles('organizer')).toEqual(['Desk Organizer', 'Organic Lamp']);
  });

  it('keeps the order across pages, a page at a time', async () => {
    const whole = await titles('vase');
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search({ q: 'vase', limit: 2, ...(cursor ? { cursor } : {}) });
      paged.push(...page.models.map((m) => m.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(whole);
  });
});

describe('search finds words spelt by their sound', () => {
  for (const [q, first, searchedFor] of [
    ['elefant', 'Elephant Planter', 'elephant'],
    ['rikshaw', 'Auto Rickshaw Toy', 'rickshaw'],
    ['ganeshaa', 'Ganesha Idol', 'ganesha'],
    ['kofee mug', 'Coffee Mug with Handle', 'coffee mug'],
  ] as const) {
    it(`"${q}" finds ${first}, searching for "${searchedFor}"`, async () => {
      const answer = await search({ q });
      expect(answer.searchedFor).toBe(searchedFor);
      expect(answer.models[0]?.title).toBe(first);
    });
  }

  it('finds nothing for nonsense, whatever it sounds like', async () => {
    for (const q of ['xyzzyqq', 'qwxz', 'blorptang', 'fffff', 'kng']) {
      const answer = await search({ q });
      expect(answer.models, q).toEqual([]);
      expect(answer.total, q).toEqual({ count: 0, exact: true });
    }
  });
});
