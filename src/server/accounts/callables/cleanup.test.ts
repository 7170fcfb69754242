import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { newId } from '../../db/new-id';
import { insertModelRow } from '../../test/discovery-factories';
import { auditEntries, createRoleTrio, createUser, reloadUser, type TestUser } from '../../test/factories';
import { startUpload } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditLiveEarnings } from '../../test/withdrawal-factories';

// Issue 16 item 9: /admin/cleanup, a dry run first, then each task, for super admins.
let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  // Uploads expire after 3.6 seconds here, so one can be abandoned within the test.
  t = await createTestApp({ UPLOAD_EXPIRY_HOURS: '0.001' });
  ({ superAdmin, admin, plain } = await createRoleTrio(t));
  // The hourly sweep runs once as the app starts: let it finish first, or it may take the orphan
  // below between the dry run and the run, which would then rightly remove nothing.
  await vi.waitFor(
    async () => {
      const swept = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'orphaned-file-sweep' and state = 'completed'`);
      expect(Number(swept.rows[0]?.n)).toBeGreaterThan(0);
    },
    { timeout: 30_000, interval: 250 },
  );
});
afterAll(async () => t?.close());

const FAILED = 'Failed to clean up';
const monthsAgo = (n: number) => new Date(Date.now() - n * 30 * 86_400_000);
const preview = async (input: Record<string, unknown> = {}) => (await superAdmin.client.call('previewCleanup', input)).result.preview;

describe('previewCleanup and runCleanup', () => {
  it('removes orphaned files after a dry run that lists them, and refuses when more would go than it showed', async () => {
    const orphan = `models/${plain.user.id}/${newId()}/files/left-by-a-crash.stl`;
    await t.services.storage.put(orphan, Buffer.from('solid crash\nendsolid crash\n'));
    const file = path.join(t.services.config.dataDir, 'files', orphan);
    const dayAgo = new Date(Date.now() - 86_400_000);
    await fs.utimes(file, dayAgo, dayAgo);

    const dry = await preview();
    expect(dry.orphanedFiles).toMatchObject({ count: 1, sample: [orphan] });
    expect(dry.orphanedFiles.bytes).toBeGreaterThan(0);
    // The dry run changed nothing.
    expect((await t.services.storage.list(`models/${plain.user.id}/`)).map((o) => o.key)).toEqual([orphan]);

    const stale = await superAdmin.client.call('runCleanup', { task: 'orphaned-files', expected: 0 });
    expect([stale.status, stale.error?.message]).toEqual([409, `${FAILED}: expected: orphaned-files would remove 1 now, not 0 as the dry run showed; preview again`]);
    expect((await t.services.storage.list(`models/${plain.user.id}/`)).length).toBe(1);

    const run = await superAdmin.client.call('runCleanup', { task: 'orphaned-files', expected: 1 });
    expect(run.result).toEqual({ success: true, task: 'orphaned-files', removed: 1 });
    expect(await t.services.storage.list(`models/${plain.user.id}/`)).toEqual([]);
    expect((await auditEntries(t, 'orphaned-files'))[0]).toMatchObject({ action: 'cleanup.orphaned-files', actorId: superAdmin.user.id, details: { before: { expected: 1 }, after: { removed: 1 } } });
  });

  it('removes abandoned uploads', async () => {
    expect((await startUpload(plain.client, 1000, { filename: 'never-finished.stl', kind: 'model' })).status).toBe(201);
    await expect.poll(async () => (await preview()).abandonedUploads.count, { timeout: 10_000, interval: 500 }).toBe(1);
    expect((await superAdmin.client.call('runCleanup', { task: 'abandoned-uploads', expected: 1 })).result.removed).toBe(1);
    expect((await preview()).abandonedUploads.count).toBe(0);
  });

  it('removes accounts never verified for the chosen days that hold nothing, and keeps every other', async () => {
    const [idle, recent, maker, earner, verified] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t), createUser(t, { verified: true })]);
    for (const who of [idle, maker, earner, verified]) await t.services.db.update(users).set({ createdAt: monthsAgo(3) }).where(eq(users.id, who.user.id));
    await insertModelRow(t, maker.user.id, { title: 'A model keeps its maker' });
    await creditLiveEarnings(t, earner, 500);

    const dry = await preview({ unverifiedDays: 60 });
    expect(dry.unverifiedAccounts.sample.map((a: { uid: string }) => a.uid)).toEqual([idle.user.id]);
    expect(dry.unverifiedAccounts.count).toBe(1);
    expect((await preview({ unverifiedDays: 120 })).unverifiedAccounts.count).toBe(0);

    const run = await superAdmin.client.call('runCleanup', { task: 'unverified-accounts', expected: 1, unverifiedDays: 60 });
    expect(run.result.removed).toBe(1);
    expect(await reloadUser(t, idle.user.id)).toBeUndefined();
    for (const kept of [recent, maker, earner, verified]) expect(await reloadUser(t, kept.user.id)).toBeDefined();
    expect((await auditEntries(t, 'unverified-accounts'))[0]?.details).toMatchObject({ unverifiedDays: 60, userIds: [idle.user.id] });
  });

  it('is for super admins only, and names the field of bad input', async () => {
    const cases: [TestUser | null, string, Record<string, unknown>, number, string][] = [
      [null, 'previewCleanup', {}, 401, 'User not authenticated'],
      [plain, 'previewCleanup', {}, 403, 'Super admin access required'],
      [admin, 'previewCleanup', {}, 403, 'Super admin access required'],
      [admin, 'runCleanup', { task: 'orphaned-files', expected: 0 }, 403, `${FAILED}: Super admin access required`],
      [superAdmin, 'previewCleanup', { unverifiedDays: 1 }, 400, 'unverifiedDays: at least 7'],
      [superAdmin, 'previewCleanup', { unverifiedDays: 'a month' }, 400, 'unverifiedDays: a whole number of days'],
      [superAdmin, 'runCleanup', { expected: 0 }, 400, `${FAILED}: task: one of orphaned-files, abandoned-uploads, unverified-accounts`],
      [superAdmin, 'runCleanup', { task: 'everything', expected: 0 }, 400, `${FAILED}: task: one of orphaned-files, abandoned-uploads, unverified-accounts`],
      [superAdmin, 'runCleanup', { task: 'orphaned-files' }, 400, `${FAILED}: expected: the count the dry run showed`],
      [superAdmin, 'runCleanup', { task: 'orphaned-files', expected: -1 }, 400, `${FAILED}: expected: 0 or more`],
      [superAdmin, 'runCleanup', { task: 'orphaned-files', expected: 0, force: true }, 400, `${FAILED}: force: cannot be set here`],
    ];
    for (const [who, name, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call(name, input);
      expect([answer.status, answer.error?.message], `${name} ${JSON.stringify(input)}`).toEqual([status, message]);
    }
  });
});
