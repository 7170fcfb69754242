import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/database';
import { ledgerAccounts, modelFiles, models, tips, users } from '../db/schema';
import { reconcileLedger } from '../money/reconcile-ledger';
import { projectRoot } from '../project-root';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';
import { createUser } from '../test/factories';
import { createModelViaApi, fixture } from '../test/model-factories';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { tipThroughBuiltInCheckout } from '../test/tip-flow';

const run = promisify(execFile);
const template = inject('postgresTemplate');
const TEST_ENV = { LOG_LEVEL: 'silent' };

/** The site-backup script as an operator runs it, with the server's settings in its environment. */
function siteBackup(command: 'backup' | 'restore', dir: string, env: Record<string, string>) {
  return run(process.execPath, ['scripts/run-built.mjs', 'site-backup', command, dir], { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', ...env } });
}

async function objectBytes(storage: Storage): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const { key } of await storage.list('')) {
    const hash = createHash('sha256');
    for await (const chunk of (await storage.get(key)).body) hash.update(chunk as Buffer);
    hashes.set(key, hash.digest('hex'));
  }
  return hashes;
}

/** What must come back: every model, file, tip and balance. */
async function siteContents(db: Db) {
  return {
    users: await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)),
    models: await db.select({ id: models.id, title: models.title, userId: models.userId }).from(models).orderBy(asc(models.id)),
    files: await db.select({ id: modelFiles.id, storageKey: modelFiles.storageKey, sha256: modelFiles.sha256, size: modelFiles.size }).from(modelFiles).orderBy(asc(modelFiles.id)),
    tips: await db.select().from(tips).orderBy(asc(tips.paymentId)),
    balances: await db.select({ book: ledgerAccounts.book, kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerId, balance: ledgerAccounts.balance }).from(ledgerAccounts).orderBy(asc(ledgerAccounts.id)),
  };
}

/** A site with two creators' models (three files, previews), two tips and their balances; nothing left running that could change it. */
async function seedSite(t: TestApp) {
  const creator = await createUser(t);
  const fan = await createUser(t);
  const cube = await createModelViaApi(creator.client, { title: 'Calibration cube' });
  const bracket = await createModelViaApi(creator.client, { title: 'Two-part bracket', files: [{ name: 'bracket.stl', bytes: fixture('20mm-xyz-cube.stl') }, { name: 'part.obj', bytes: fixture('box.obj') }] });
  await tipThroughBuiltInCheckout(fan, { creatorId: creator.user.id, modelId: cube.id, amount: 250 });
  await tipThroughBuiltInCheckout(fan, { creatorId: creator.user.id, modelId: bracket.id, amount: 100 });
  // Nothing changes the site while it is read: analysis and rendered previews, and the jobs, done.
  await t.services.analysis.drain();
  await t.drainJobs();
  const contents = await siteContents(t.services.db);
  const stored = await objectBytes(t.services.storage);
  expect(contents.models).toHaveLength(2);
  expect(contents.files).toHaveLength(3);
  expect(contents.tips).toHaveLength(2);
  // The creator's earnings (a credit: negative in the ledger's signs) from the two tips.
  expect(contents.balances.find((account) => account.ownerId === creator.user.id && account.kind === 'creator_earnings')?.balance).toBeLessThan(0);
  for (const file of contents.files) expect(stored.get(file.storageKey)).toBe(file.sha256);
  return { contents, stored };
}

/** Everything found again in the restored database and storage, and the books balanced. */
async function expectRestored(db: Db, storage: Storage, before: Awaited<ReturnType<typeof seedSite>>) {
  expect(await siteContents(db)).toEqual(before.contents);
  expect((await reconcileLedger(db)).balanced).toBe(true);
  expect(await objectBytes(storage)).toEqual(before.stored);
}

async function expectRefusedAgain(dir: string, env: Record<string, string>, reason: RegExp) {
  const again = await siteBackup('restore', dir, env).catch((error: { code: number; stderr: string }) => error);
  expect(again).toMatchObject({ code: 1 });
  expect((again as { stderr: string }).stderr).toMatch(reason);
}

// The PostgreSQL site's backup (pg_dump plus the bucket) needs a PostgreSQL server: it runs in the
// PostgreSQL test run (DATABASE_URL set); the embedded site's, below, in the PGlite runs.
describe.skipIf(!template)('npm run backup / npm run restore on PostgreSQL and S3 (the PostgreSQL test run)', () => {
  let source: S3TestServer;
  let target: S3TestServer;
  let t: TestApp;
  let restored: Database | undefined;
  const targetName = `restore_${randomBytes(4).toString('hex')}`;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-backup-'));
  const targetUrl = () => {
    const url = new URL(template!.baseUrl);
    url.pathname = `/${targetName}`;
    return url.toString();
  };

  beforeAll(async () => {
    source = await startS3TestServer('site-files');
    target = await startS3TestServer('restored-files');
    t = await createTestApp(source.env, { jobsOnDemand: true });
    const admin = new pg.Client({ connectionString: template!.baseUrl });
    await admin.connect();
    await admin.query(`create database "${targetName}"`);
    await admin.end();
  });
  afterAll(async () => {
    await restored?.close();
    await t?.close();
    await Promise.all([source?.close(), target?.close()]);
    const admin = new pg.Client({ connectionString: template!.baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${targetName}" with (force)`);
    await admin.end();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('backs up a seeded site and restores it into an empty database and bucket: every model, file (byte for byte), tip and balance, the ledger reconciling', async () => {
    const before = await seedSite(t);
    // Without the test copy's session options: libpq reads "+" in a URL as itself, not a space.
    const sourceUrl = new URL((t.databaseSource as { url: string }).url);
    sourceUrl.search = '';
    const backedUp = await siteBackup('backup', backupDir, { ...TEST_ENV, DATABASE_URL: sourceUrl.toString(), DATA_DIR: t.dataDir, ...source.env });
    expect(backedUp.stdout).toContain(`${before.stored.size} stored objects`);

    const targetEnv = { ...TEST_ENV, DATABASE_URL: targetUrl(), DATA_DIR: path.join(backupDir, 'unused-data-dir'), ...target.env };
    expect((await siteBackup('restore', backupDir, targetEnv)).stdout).toContain('Restored');
    restored = await openDatabase({ kind: 'postgres', url: targetUrl() }, { migrate: false });
    await expectRestored(restored.db, await createStorage(loadConfig(targetEnv).storage), before);
    // A restore never merges: the now-filled database and bucket are refused.
    await expectRefusedAgain(backupDir, targetEnv, /not empty/);
    // Three processes (pg_dump, the backup, the restore and its psql) on two cores shared with the rest of the run.
  }, 180_000);
});

describe.skipIf(Boolean(template))('npm run backup / npm run restore on the embedded site (PGlite in DATA_DIR, files on disk)', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-embedded-backup-'));
  let t: TestApp | undefined;
  let restored: Database | undefined;
  afterAll(async () => {
    await restored?.close();
    if (t) fs.rmSync(t.dataDir, { recursive: true, force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('refuses while the server holds DATA_DIR; once stopped, backs up and restores into a new DATA_DIR with everything found again', async () => {
    t = await createTestApp({}, { jobsOnDemand: true, embeddedOnDisk: true });
    const before = await seedSite(t);
    const backupDir = path.join(workDir, 'backup');
    const running = await siteBackup('backup', backupDir, { ...TEST_ENV, DATA_DIR: t.dataDir }).catch((error: { code: number; stderr: string }) => error);
    expect(running).toMatchObject({ code: 1 });
    fs.rmSync(backupDir, { recursive: true, force: true });

    await t.app.close();
    await t.services.database.close();
    const backedUp = await siteBackup('backup', backupDir, { ...TEST_ENV, DATA_DIR: t.dataDir });
    expect(backedUp.stdout).toContain('Backed up: pglite database');

    const newDataDir = path.join(workDir, 'restored-site');
    expect((await siteBackup('restore', backupDir, { ...TEST_ENV, DATA_DIR: newDataDir })).stdout).toContain('Restored');
    restored = await openDatabase({ kind: 'pglite', dataDir: newDataDir }, { migrate: true });
    await expectRestored(restored.db, await createStorage({ driver: 'local', root: path.join(newDataDir, 'files') }), before);
    await restored.close();
    restored = undefined;
    await expectRefusedAgain(backupDir, { ...TEST_ENV, DATA_DIR: newDataDir }, /not empty|already holds a database/);
    // A new embedded database on disk (initdb and every migration) and four script runs: a minute or two here.
  }, 240_000);
});
