import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cubeStl } from '../../test/cube-stl';
import { createUser } from '../../test/factories';
import { insertModelRow } from '../../test/discovery-factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const maker = await createUser(t);
  await createModelViaApi(maker.client, { title: 'Closed box', files: [{ name: 'box.stl', bytes: cubeStl(20) }] });
  await createModelViaApi(maker.client, { title: 'Box with a hole', files: [{ name: 'open-box.stl', bytes: cubeStl(20, { open: true }) }] });
  await createModelViaApi(maker.client, { title: 'Two boxes, one open', files: [{ name: 'box.stl', bytes: cubeStl(20) }, { name: 'open.stl', bytes: cubeStl(10, { open: true }) }] });
  // Analysed before printability was (migration 0056): watertight, printable as is unknown.
  await insertModelRow(t, maker.user.id, { title: 'Old closed box', watertight: true });
  await createModelViaApi(maker.client, { title: 'Private closed box', visibility: 'private', files: [{ name: 'box.stl', bytes: cubeStl(20) }] });
});
afterAll(async () => t?.close());

async function titles(filters: Record<string, unknown>): Promise<string[]> {
  const answer = await t.client().call('searchModels', filters);
  if (!answer.result) throw new Error(`searchModels answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return (answer.result.models as { title: string }[]).map((m) => m.title).sort();
}

describe('explore: printable as is (decision 093)', () => {
  it('lists only models every file of which is printable as is: not one with a hole, nor one not yet judged', async () => {
    expect(await titles({ printableAsIs: true })).toEqual(['Closed box']);
    expect(await titles({ printableAsIs: true, q: 'box' })).toEqual(['Closed box']);
  });

  it('keeps "printable" meaning watertight, so old links list what they listed', async () => {
    expect(await titles({ printable: true })).toEqual(['Closed box', 'Old closed box']);
    expect(await titles({ printable: true, printableAsIs: true })).toEqual(['Closed box']);
  });

  it('refuses a filter value that is not true or false', async () => {
    const answer = await t.client().call('searchModels', { printableAsIs: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/printableAsIs/);
  });
});
