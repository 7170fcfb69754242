import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInvalidText } from '../../shared/constants/text-rules';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { JSON_MAX_DEPTH, nestsTooDeep, TOO_DEEP_MESSAGE } from './json-depth-limit';

// Issue 27 item 10: one anonymous request of deeply nested JSON kept a server busy for minutes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first requests compile the routes' code: timings below are of a warm server.
  await fetch(`${t.url}/healthz`);
  await post('/api/fn/getUserProfile', '{"data":{"uid":"nobody"}}');
});
afterAll(async () => t?.close());

const MEGABYTE = 1024 * 1024;
const arrays = (bytes: number) => '['.repeat(bytes);
const objects = (bytes: number) => '{"a":'.repeat(Math.floor(bytes / 5));
const nested = (depth: number, inner: unknown) => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

async function post(path: string, body: string, contentType = 'application/json') {
  const started = Date.now();
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': contentType, origin: t.url }, body });
  return { status: response.status, text: await response.text(), ms: Date.now() - started };
}

describe('deeply nested JSON', () => {
  const targets = ['/api/fn/getUserProfile', '/api/auth/sign-in/email', '/api/webhooks/razorpay', '/api/webhooks/razorpayx'];
  for (const path of targets) {
    for (const [shape, body] of [
      ['arrays', arrays(MEGABYTE - 16)],
      ['objects', objects(MEGABYTE - 16)],
    ] as const) {
      it(`is refused at once at ${path} (${shape}), while /healthz still answers`, async () => {
        const health = (async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const started = Date.now();
          const answer = await fetch(`${t.url}/healthz`);
          return { status: answer.status, ms: Date.now() - started };
        })();
        const answer = await post(path, body);
        expect(answer.status).toBe(path.startsWith('/api/auth/') && body.length > 64 * 1024 ? 413 : 400);
        if (answer.status === 400 && !path.startsWith('/api/webhooks/')) expect(answer.text).toContain(TOO_DEEP_MESSAGE);
        expect(answer.ms).toBeLessThan(5000);
        const healthAnswer = await health;
        expect(healthAnswer.status).toBe(200);
        expect(healthAnswer.ms).toBeLessThan(1000);
      });
    }
  }

  it('is refused at the sign-in route within its 64 KB limit, before better-auth reads it', async () => {
    for (const body of [arrays(60 * 1024), objects(60 * 1024), `{"email":${arrays(60 * 1024)}`]) {
      const answer = await post('/api/auth/sign-in/email', body);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(TOO_DEEP_MESSAGE);
      expect(answer.ms).toBeLessThan(5000);
    }
  });

  it('is refused at the upload route without the upload server reading it', async () => {
    const answer = await post('/api/uploads', arrays(MEGABYTE - 16));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.ms).toBeLessThan(5000);
  });

  it('counts only brackets outside strings, under any JSON media type', async () => {
    expect(nestsTooDeep(JSON.stringify(nested(JSON_MAX_DEPTH - 1, 'x')))).toBe(false);
    expect(nestsTooDeep(JSON.stringify(nested(JSON_MAX_DEPTH + 1, 'x')))).toBe(true);
    // Brackets inside a string, with escaped quotes, are text.
    expect(nestsTooDeep(JSON.stringify({ a: `"\\${'['.repeat(1000)}` }))).toBe(false);
    const answer = await post('/api/fn/getUserProfile', JSON.stringify({ data: nested(JSON_MAX_DEPTH + 5, 1) }), 'application/json; charset=utf-8');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(TOO_DEEP_MESSAGE);
  });

  it('still lets a legitimately nested body through', async () => {
    const person = await createUser(t);
    const answer = await post('/api/fn/getUserProfile', JSON.stringify({ data: { uid: person.user.id } }));
    expect(answer.status).toBe(200);
    const deepButAllowed = JSON.stringify({ data: nested(JSON_MAX_DEPTH - 2, 'x') });
    const refusedByContract = await post('/api/fn/getUserProfile', deepButAllowed);
    expect(refusedByContract.status).toBe(400);
    expect(refusedByContract.text).not.toContain(TOO_DEEP_MESSAGE);
  });
});

describe('the text check’s walk', () => {
  it('takes time linear in the value, naming the field only when one fails', () => {
    let deep: unknown = 'fine';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const started = Date.now();
    expect(findInvalidText(deep, 'data')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(findInvalidText({ tags: ['ok', { name: 'a\u0000' }] }, 'data')).toEqual({ field: 'tags.1.name', problem: 'must not contain the NUL character (U+0000)' });
    expect(findInvalidText('a\u0000', 'data')?.field).toBe('data');
  });
});
