import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { REQUEST_ID_HEADER } from './request-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every log line the app writes, parsed. */
function logSink(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

const apps: TestApp[] = [];
let direct: TestApp;
let proxied: TestApp;
let proxiedLog: ReturnType<typeof logSink>;
beforeAll(async () => {
  direct = await createTestApp({}, { jobsOnDemand: true });
  proxiedLog = logSink();
  // The test's connections come from 127.0.0.1: here that is the trusted proxy.
  proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' }, { jobsOnDemand: true, logDestination: proxiedLog.stream });
  apps.push(direct, proxied);
});
afterAll(async () => Promise.all(apps.map((t) => t.close())));

const idOf = (response: Response) => response.headers.get(REQUEST_ID_HEADER);

describe('request ids', () => {
  it('every answer carries a new id: pages, callables, errors, and routes that write the socket themselves', async () => {
    const ids = new Set<string>();
    for (const response of [
      await fetch(`${direct.url}/healthz`),
      await fetch(`${direct.url}/healthz`),
      await direct.client().fetch('/api/fn/searchModels', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' }),
      await fetch(`${direct.url}/api/no-such-thing`),
      // Answered by better-auth on the raw socket (a hijacked reply).
      await direct.client().fetch('/api/auth/get-session'),
    ]) {
      expect(idOf(response)).toMatch(UUID);
      ids.add(idOf(response)!);
    }
    expect(ids.size).toBe(5);
  });

  it('an error answer names its request, so support can find the log', async () => {
    const response = await direct.client().fetch('/api/fn/noSuchCallable', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { requestId?: string } };
    expect(body.error.requestId).toBe(idOf(response));
  });

  it('an id sent by a client the site does not trust is replaced', async () => {
    const response = await fetch(`${direct.url}/healthz`, { headers: { [REQUEST_ID_HEADER]: 'chosen-by-the-client' } });
    expect(idOf(response)).toMatch(UUID);
  });

  it('the trusted proxy’s id is kept, but only a sane short token', async () => {
    const kept = await fetch(`${proxied.url}/healthz`, { headers: { [REQUEST_ID_HEADER]: 'nginx-7f3a9c0b2d1e4f56' } });
    expect(idOf(kept)).toBe('nginx-7f3a9c0b2d1e4f56');
    for (const bad of ['a'.repeat(65), 'two words', '"quoted"', '-leading-dash', 'id{with}braces']) {
      const response = await fetch(`${proxied.url}/healthz`, { headers: { [REQUEST_ID_HEADER]: bad } });
      expect(idOf(response), bad).toMatch(UUID);
    }
  });

  it('a proxy TRUST_PROXY does not name is not believed', async () => {
    const elsewhere = await createTestApp({ TRUST_PROXY: '10.0.0.1' }, { jobsOnDemand: true });
    apps.push(elsewhere);
    const response = await fetch(`${elsewhere.url}/healthz`, { headers: { [REQUEST_ID_HEADER]: 'nginx-from-the-wrong-place' } });
    expect(idOf(response)).toMatch(UUID);
  });

  it('every log line of a request carries its id, as does its error answer', async () => {
    const id = `trace-${Date.now()}`;
    const response = await proxied.client().fetch('/api/fn/noSuchCallable', { method: 'POST', headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: id }, body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { requestId: string } }).error.requestId).toBe(id);
    await expect.poll(() => proxiedLog.lines.filter((line) => line.requestId === id).map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    const aboutIt = proxiedLog.lines.filter((line) => JSON.stringify(line).includes(id));
    expect(aboutIt.length).toBeGreaterThanOrEqual(2);
    for (const line of aboutIt) expect(line.requestId).toBe(id);
  });
});
