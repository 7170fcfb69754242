import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PRINT_PROFILE } from '../../../shared/constants/print-profile';
import { auditLog, models } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { putOnTier } from '../../test/creator-on-tier';
import { createModelViaApi, fixture, uploadFile } from '../../test/model-factories';
import type { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  await putOnTier(t, owner.user.id, 'elite');
});
afterAll(async () => t?.close());

const PETG_PROFILE = { printer: 'Prusa MK4', material: 'PETG', layerHeightMm: 0.2, supportsNeeded: false, infillPercent: 15, printMinutes: 95, plates: 1 };

async function createWithProfile(client: TestClient, title: string, printProfile: unknown) {
  const fileUploadIds = [await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'cube.stl')];
  return client.call('createModel', { title, category: '3D Printing', fileUploadIds, printProfile });
}

describe('print profile on createModel and updateModel', () => {
  it('is stored on create and shown with the model; a model without one has every field null', async () => {
    const made = await createWithProfile(owner.client, 'Profiled hook', PETG_PROFILE);
    expect(made.status).toBe(200);
    expect(made.result.model.printProfile).toEqual(PETG_PROFILE);
    const seen = await t.client().call('getModel', { modelId: made.result.model.id });
    expect(seen.result.model.printProfile).toEqual(PETG_PROFILE);
    const plain = await createModelViaApi(owner.client);
    expect(plain.printProfile).toEqual(EMPTY_PRINT_PROFILE);
  });

  it('keeps a resin layer height exact (whole micrometres) and accepts a partial profile', async () => {
    const made = await createWithProfile(owner.client, 'Resin mini', { material: 'Resin', layerHeightMm: 0.025 });
    expect(made.result.model.printProfile).toEqual({ ...EMPTY_PRINT_PROFILE, material: 'Resin', layerHeightMm: 0.025 });
    const [row] = await t.services.db.select({ um: models.printLayerHeightUm }).from(models).where(eq(models.id, made.result.model.id));
    expect(row!.um).toBe(25);
  });

  it('is replaced whole by updateModel for the owner; left out, it stays', async () => {
    const made = await createWithProfile(owner.client, 'Changing profile', PETG_PROFILE);
    const modelId = made.result.model.id;
    const kept = await owner.client.call('updateModel', { modelId, title: 'Changed title' });
    expect(kept.result.model.printProfile).toEqual(PETG_PROFILE);
    const replaced = await owner.client.call('updateModel', { modelId, printProfile: { material: 'PLA', supportsNeeded: true } });
    expect(replaced.status).toBe(200);
    expect(replaced.result.model.printProfile).toEqual({ ...EMPTY_PRINT_PROFILE, material: 'PLA', supportsNeeded: true });
    const cleared = await owner.client.call('updateModel', { modelId, printProfile: {} });
    expect(cleared.result.model.printProfile).toEqual(EMPTY_PRINT_PROFILE);
  });

  it('lets an admin change it with a reason, audited with the profile before and after', async () => {
    const made = await createWithProfile(owner.client, 'Moderated profile', PETG_PROFILE);
    const modelId = made.result.model.id;
    const answer = await admin.client.call('updateModel', { modelId, printProfile: { ...PETG_PROFILE, printMinutes: 100 }, reason: 'The print time was a typo' });
    expect(answer.result.model.printProfile.printMinutes).toBe(100);
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, modelId));
    expect(entry!.details).toMatchObject({ fields: ['printProfile'], before: { printProfile: PETG_PROFILE }, after: { printProfile: { printMinutes: 100 } } });
  });

  it('refuses the signed out and another user, changing nothing', async () => {
    const made = await createWithProfile(owner.client, 'Guarded profile', PETG_PROFILE);
    const modelId = made.result.model.id;
    expect((await t.client().call('updateModel', { modelId, printProfile: { material: 'ABS' } })).status).toBe(401);
    const wrong = await other.client.call('updateModel', { modelId, printProfile: { material: 'ABS' } });
    expect(wrong.error).toMatchObject({ status: 403, message: 'Unauthorized to edit this model' });
    expect((await t.client().call('getModel', { modelId })).result.model.printProfile).toEqual(PETG_PROFILE);
  });

  it('refuses out-of-range and malformed fields with a clear message, creating and changing nothing', async () => {
    const made = await createWithProfile(owner.client, 'Bounded profile', PETG_PROFILE);
    const modelId = made.result.model.id;
    const cases: [unknown, string][] = [
      [{ layerHeightMm: 0 }, 'layer height must be at least 0.01 mm'],
      [{ layerHeightMm: 2 }, 'layer height must be at most 1 mm'],
      [{ layerHeightMm: 0.2005 }, 'layer height can have at most three decimals (0.001 mm)'],
      [{ infillPercent: 101 }, 'infill must be between 0 and 100 %'],
      [{ infillPercent: 12.5 }, 'infill must be a whole percentage'],
      [{ printMinutes: 0 }, 'print time must be at least 1 minute'],
      [{ printMinutes: 20_161 }, 'print time must be at most 20160 minutes (14 days)'],
      [{ plates: 0 }, 'plates must be at least 1'],
      [{ material: 'Cheese' }, 'material must be one of PLA, PETG, ABS, ASA, TPU, Nylon, PC, Resin, Other'],
      [{ printer: 'x'.repeat(81) }, 'printer must be at most 80 characters'],
      [{ printer: '   ' }, 'printer may not be empty; leave it out instead'],
      [{ supportsNeeded: 'yes' }, 'supportsNeeded must be true or false'],
    ];
    const count = async () => (await t.services.db.select({ id: models.id }).from(models)).length;
    const before = await count();
    for (const [printProfile, message] of cases) {
      const created = await createWithProfile(owner.client, 'Refused', printProfile);
      expect(created.status, message).toBe(400);
      expect(created.error!.message, message).toContain(message);
      const updated = await owner.client.call('updateModel', { modelId, printProfile });
      expect(updated.status, message).toBe(400);
      expect(updated.error!.message, message).toContain(message);
    }
    expect(await count()).toBe(before);
    expect((await t.client().call('getModel', { modelId })).result.model.printProfile).toEqual(PETG_PROFILE);
  });
});

describe('print profile filters on explore', () => {
  it('finds models by material, without supports, and by the longest print time', async () => {
    const quick = await createWithProfile(owner.client, 'Filterable quick clip', { material: 'TPU', supportsNeeded: false, printMinutes: 30 });
    const slow = await createWithProfile(owner.client, 'Filterable slow vase', { material: 'TPU', supportsNeeded: true, printMinutes: 600 });
    const titles = async (filters: object) =>
      ((await t.client().call('searchModels', { q: 'filterable', ...filters })).result.models as { title: string }[]).map((m) => m.title).sort();
    expect(await titles({ material: 'TPU' })).toEqual(['Filterable quick clip', 'Filterable slow vase']);
    expect(await titles({ material: 'TPU', noSupports: true })).toEqual(['Filterable quick clip']);
    expect(await titles({ maxPrintMinutes: 60 })).toEqual(['Filterable quick clip']);
    expect(await titles({ material: 'PLA' })).toEqual([]);
    // Without text too, where the material and time filters are narrowing together.
    const browse = await t.client().call('searchModels', { material: 'TPU', maxPrintMinutes: 600, sort: 'newest' });
    expect(browse.result.models.map((m: { id: string }) => m.id)).toEqual([slow.result.model.id, quick.result.model.id]);
  });

  it('refuses bad filter values with a clear message', async () => {
    expect((await t.client().call('searchModels', { material: 'Cheese' })).error).toMatchObject({ status: 400 });
    expect((await t.client().call('searchModels', { maxPrintMinutes: 0 })).error!.message).toContain('must be at least 1 minute');
    expect((await t.client().call('searchModels', { maxPrintMinutes: 1.5 })).error!.message).toContain('must be whole minutes');
  });
});
