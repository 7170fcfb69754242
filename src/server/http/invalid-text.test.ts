import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, models, users } from '../db/schema';
import { implementations } from '../composition/callable-registry';
import { createUser, reloadUser, type TestUser } from '../test/factories';
import { startUpload } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './error-handler';
import { createSeoTestSite, type SeoTestSite } from './seo/seo-test-site';

const NUL = 'must not contain the NUL character (U+0000)';
const SURROGATE = 'must not contain broken Unicode (an unpaired surrogate)';
// Issue 27 item 15: text that shows something other than its letters (decision 050).
const OVERRIDE = 'must not contain invisible formatting characters (U+202E right-to-left override), which can disguise what the text says';

let t: TestApp;
let site: SeoTestSite;
let superAdmin: TestUser;
const logLines: string[] = [];
beforeAll(async () => {
  // Every string field of every callable, three times over, from one account: more than a minute's budget.
  t = await createTestApp({ LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '5000', USER_RATE_LIMIT_PER_MINUTE: '5000' }, { logDestination: { write: (line: string) => void logLines.push(line) } });
  site = await createSeoTestSite(t);
  superAdmin = await createUser(t, { role: 'super_admin' });
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

type JsonSchema = { type?: string | string[]; enum?: unknown[]; const?: unknown; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; additionalProperties?: JsonSchema | boolean };

/** Every place a string goes in a contract's input, as paths (`tags.0`), read from its JSON Schema. */
function stringPaths(schema: JsonSchema, path: string[] = []): string[][] {
  const found: string[][] = [];
  const isText = [schema.type].flat().includes('string') || typeof schema.const === 'string' || schema.enum?.some((v) => typeof v === 'string');
  if (isText) found.push(path);
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...stringPaths(alternative, path));
  for (const [key, value] of Object.entries(schema.properties ?? {})) found.push(...stringPaths(value, [...path, key]));
  if (schema.items) found.push(...stringPaths(schema.items, [...path, '0']));
  if (typeof schema.additionalProperties === 'object') found.push(...stringPaths(schema.additionalProperties, [...path, 'any']));
  return [...new Map(found.map((p) => [p.join('.'), p])).values()];
}

/** An input holding `text` at `path` and nothing else. */
function inputWith(path: string[], text: string): unknown {
  return path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), text);
}

const contracts = [...implementations.values()].map((i) => i.contract);
const fields = contracts.flatMap((contract) =>
  stringPaths(z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema).map((path) => ({ contract, path })),
);

describe('text the database cannot store, in callables', () => {
  it('finds the string fields of every callable', () => {
    expect(fields.length).toBeGreaterThan(30);
    for (const name of ['createModel', 'updateModel', 'updateProfile', 'searchModels', 'generateOTP', 'getUserProfile', 'reportClientError']) {
      expect(fields.some((f) => f.contract.name === name), name).toBe(true);
    }
  });

  it('is a 400 naming the field for every string field of every callable, and writes nothing', async () => {
    const before = await Promise.all([t.services.db.$count(models), t.services.db.$count(auditLog), t.services.db.$count(users), reloadUser(t, superAdmin.user.id)]);
    for (const { contract, path } of fields) {
      const field = path.join('.');
      for (const [text, problem] of [[`a\0b`, NUL], ['a\ud800b', SURROGATE], ['a\u202eb', OVERRIDE]] as const) {
        const answer = await superAdmin.client.call(contract.name, inputWith(path, text));
        expect(answer.status, `${contract.name} ${field}`).toBe(400);
        // SPEC §8's throwing operations put their own words first ('Failed to process withdrawal: …').
        expect(answer.error?.message, `${contract.name} ${field}`).toBe(`${contract.failureMessage ? `${contract.failureMessage}: ` : ''}${field}: ${problem}`);
      }
    }
    const after = await Promise.all([t.services.db.$count(models), t.services.db.$count(auditLog), t.services.db.$count(users), reloadUser(t, superAdmin.user.id)]);
    expect(after).toEqual(before);
  }, 120_000);

  it('answers signed-out callers the same for public callables, and 401 first for the others', async () => {
    for (const { contract, path } of fields) {
      const answer = await t.client().call(contract.name, inputWith(path, 'x\0'));
      if (contract.access === 'public') expect(answer.error?.message, contract.name).toBe(`${contract.failureMessage ? `${contract.failureMessage}: ` : ''}${path.join('.')}: ${NUL}`);
      else expect(answer.status, contract.name).toBe(401);
    }
  });

  it('names a field whose own name cannot be stored, and a field deep in a list', async () => {
    const key = await superAdmin.client.call('updateProfile', { ['bio\0']: 'x' });
    expect(key.error?.message).toBe(`data: a field name ${NUL}`);
    const deep = await superAdmin.client.call('updateModel', { modelId: 'm', tags: ['ok', 'fine', 'bad\0'] });
    expect(deep.error?.message).toBe(`tags.2: ${NUL}`);
  });
});

describe('text the database cannot store, elsewhere', () => {
  it("is a 400 naming the field in better-auth's JSON and form bodies, and in query strings", async () => {
    const client = t.client();
    const signUp = await client.postJson('/api/auth/sign-up/email', { email: 'nul@example.in', password: 'Kaveri-River-Bend-42', name: 'N\0L', username: 'nul_user' });
    expect(signUp).toMatchObject({ status: 400, body: { error: { message: `name: ${NUL}` } } });
    const signIn = await client.postJson('/api/auth/sign-in/email', { email: 'a\0@example.in', password: 'whatever-it-is' });
    expect(signIn).toMatchObject({ status: 400, body: { error: { message: `email: ${NUL}` } } });
    const reset = await client.postJson('/api/auth/request-password-reset', { email: 'a\ud800@example.in' });
    expect(reset).toMatchObject({ status: 400, body: { error: { message: `email: ${SURROGATE}` } } });
    const form = await client.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ok%40example.in&password=x%00y',
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { error: { message: string } }).error.message).toBe(`password: ${NUL}`);
    const query = await client.fetch('/api/auth/verify-email?token=%00');
    expect(query.status).toBe(400);
    expect(((await query.json()) as { error: { message: string } }).error.message).toBe(`token: ${NUL}`);
    expect(await t.services.db.$count(users, sql`${users.email} in ('nul@example.in')`)).toBe(0);
  });

  it('is a 400 for an upload whose file name holds a NUL', async () => {
    const started = await startUpload(superAdmin.client, 10, { filename: 'cube\0.stl', kind: 'model' });
    expect(started.status).toBe(400);
    expect(started.body).toBe(`Upload-Metadata filename ${NUL}.`);
  });

  it('is a 404 in a page or media path and a 400 in a query, with no more in the log than a line per request: no error, no SQL, no stack', async () => {
    logLines.length = 0;
    const paths: [string, number][] = [
      ['/model/%00', 404],
      ['/model/some-slug/ab%00cd', 404],
      ['/profile/%00', 404],
      ['/explore?q=%00', 400],
      ['/media/models/%00/download.zip', 404],
      ['/media/avatars/%00/a.webp', 404],
    ];
    for (let i = 0; i < 300; i++) {
      const [path, status] = paths[i % paths.length]!;
      const response = await site.get(path);
      expect(response.statusCode, path).toBe(status);
    }
    expect((await site.get('/explore?sort=new&q=%00')).json()).toMatchObject({ error: { message: `q: ${NUL}` } });
    expect((await site.get('/model/%00')).json()).toMatchObject({ error: { message: `Not found: the address ${NUL}.` } });
    const lines = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const text = logLines.join('');
    expect(text).not.toMatch(/Failed query|select |"stack"/i);
    expect(Math.max(...logLines.map((line) => line.length))).toBeLessThan(600);
    // Fastify's own two lines per request, nothing more: well under the 1.1 MB 300 requests once wrote.
    expect(text.length).toBeLessThan(300 * 2 * 600);
  });

  it('turns text the database refuses anyway into a 400 with one short warn line, not a 500 with the SQL', async () => {
    const lines: string[] = [];
    const logger: FastifyBaseLogger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = Fastify({ loggerInstance: logger });
    registerErrorHandler(app);
    // A lookup with no check of its own in front of it, as a new route might have.
    app.get('/lookup', async () => t.services.db.select().from(users).where(sql`${users.id} = ${'a\0b'}`));
    try {
      const response = await app.inject({ method: 'GET', url: '/lookup' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid-argument', message: expect.stringContaining('cannot be stored') } });
    } finally {
      await app.close();
    }
    const warnings = lines.map((line) => JSON.parse(line) as { level: number }).filter((line) => line.level >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
    expect(lines.join('')).not.toMatch(/select|"stack"/i);
  });
});
