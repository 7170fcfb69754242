import type { Locator, Page } from 'playwright-core';
import type { ModelDetail } from '../../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './accounts';
import { analysedModel, createModel, fixture, previewImage } from './models';
import type { ServerProcess } from './server';

export interface ExploreCatalogue {
  kavya: E2eAccount;
  arjun: E2eAccount;
  ganesha: ModelDetail;
  planter: ModelDetail;
  gear: ModelDetail;
  chai: ModelDetail;
  secret: ModelDetail;
}

/**
 * Four public models with distinct words, categories, formats and download counts (in creation
 * order, so "newest" is the reverse), and one private model that explore must never show.
 * Printable (watertight): the idol (cube) and the planter (cylinder); the gear (bunny) and the
 * cup holder (teapot) have holes.
 */
export async function seedExploreCatalogue(server: ServerProcess): Promise<ExploreCatalogue> {
  const [kavya, arjun] = await Promise.all([signUpViaApi(server, 'Kavya Raghunath'), signUpViaApi(server, 'Arjun Shetty')]);
  const ganesha = await createModel(server, kavya, {
    title: 'Ganesha idol',
    description: 'A seated Ganesha for the festival shelf, 12 cm tall.',
    category: 'Art',
    tags: ['festival', 'figurine'],
    files: [{ name: 'ganesha.stl', bytes: fixture('20mm-xyz-cube.stl') }],
    previews: [{ name: 'ganesha.png', bytes: await previewImage(28) }],
  });
  const planter = await createModel(server, kavya, {
    title: 'Hanging planter',
    description: 'A planter for money plants on a balcony.',
    category: 'Household',
    tags: ['garden'],
    licence: 'CC0',
    files: [{ name: 'planter.stl', bytes: fixture('cylinder.stl') }],
    previews: [{ name: 'planter.png', bytes: await previewImage(140) }],
  });
  const gear = await createModel(server, arjun, {
    title: 'Spur gear 20 teeth',
    category: 'Machinery',
    tags: ['gear', 'mechanical'],
    files: [{ name: 'gear.ply', bytes: fixture('bunny.ply') }],
  });
  const chai = await createModel(server, arjun, {
    title: 'Chai cup holder',
    category: 'Kitchenware',
    tags: ['kitchen', 'chai'],
    files: [{ name: 'holder.stl', bytes: fixture('teapot.stl') }],
    previews: [{ name: 'holder.png', bytes: await previewImage(215) }],
  });
  const secret = await createModel(server, kavya, { title: 'Ganesha sketch, unfinished', category: 'Art', visibility: 'private' });
  for (const [owner, model] of [[kavya, ganesha], [kavya, planter], [arjun, gear], [arjun, chai]] as const) await analysedModel(server, owner, model.id);
  await downloadBy(server, ganesha, 3);
  await downloadBy(server, gear, 2);
  await downloadBy(server, planter, 1);
  await downloadsListed(server, { [ganesha.id]: 3, [gear.id]: 2, [planter.id]: 1, [chai.id]: 0 });
  return { kavya, arjun, ganesha, planter, gear, chai, secret };
}

/** Downloads the model's ZIP as `visitors` different visitors (downloads count once per visitor and day). */
async function downloadBy(server: ServerProcess, model: ModelDetail, visitors: number): Promise<void> {
  for (let i = 0; i < visitors; i++) {
    const response = await fetch(`${server.url}${model.zipUrl}`, { headers: { 'user-agent': `e2e-visitor-${model.id}-${i}` } });
    if (!response.ok) throw new Error(`download of ${model.title} failed: ${response.status}`);
    await response.arrayBuffer();
  }
}

/**
 * Waits until explore's lists show these download counts: counts reach the models rows, which
 * lists and sorts read, at the counter roll-up (decision 027), every second in browser tests.
 */
async function downloadsListed(server: ServerProcess, expected: Record<string, number>): Promise<void> {
  const listed = async () => {
    const response = await fetch(`${server.url}/api/fn/searchModels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { sort: 'newest' } }),
    });
    const { result } = (await response.json()) as { result: { models: { id: string; downloads: number }[] } };
    return Object.fromEntries(result.models.filter((m) => m.id in expected).map((m) => [m.id, m.downloads]));
  };
  for (let i = 0; i < 100; i++) {
    const counts = await listed();
    if (Object.entries(expected).every(([id, n]) => counts[id] === n)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`downloads were not rolled up into the lists: ${JSON.stringify(await listed())}`);
}

/** The titles of the model cards inside a part of the page, in order. */
export async function cardTitles(scope: Page | Locator): Promise<string[]> {
  // Text content, not innerText: cards past the first screen are not laid out until scrolled near
  // (content-visibility), and innerText is empty for text that is not laid out.
  const texts = await scope.getByTestId('model-card').getByRole('heading').allTextContents();
  return texts.map((text) => text.trim());
}

/** The explore address's search params as a plain object, for comparing with what a test expects. */
export function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}
