import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedgerAndReport } from '../money';
import { NOTIFICATION_STREAM_PATH } from './notification-stream-route';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { METRICS_PATH } from './metrics-route';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';
const quiet = { info: () => {}, error: () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, { jobsOnDemand: true });
});
afterAll(async () => {
  await t?.close();
});

async function scrape(app: TestApp = t, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }): Promise<string> {
  const response = await fetch(`${app.url}${METRICS_PATH}`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** A sample's value, or undefined when the text has no such line. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((candidate) => {
    if (!candidate.startsWith(`${name}{`) && !candidate.startsWith(`${name} `)) return false;
    return wanted.every((pair) => candidate.includes(pair));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is Prometheus text with the request, event-loop, pool, queue, analysis, stream and ledger figures', async () => {
    const response = await fetch(`${t.url}${METRICS_PATH}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    for (const [name, type] of [
      ['meshmandi_http_requests_total', 'counter'],
      ['meshmandi_http_request_duration_seconds', 'histogram'],
      ['nodejs_eventloop_lag_p99_seconds', 'gauge'],
      ['meshmandi_db_pool_connections', 'gauge'],
      ['meshmandi_job_queue_jobs', 'gauge'],
      ['meshmandi_analysis_files', 'gauge'],
      ['meshmandi_analysis_duration_seconds', 'histogram'],
      ['meshmandi_sse_connections', 'gauge'],
      ['meshmandi_ledger_reconciled', 'gauge'],
    ]) {
      expect(text, name).toContain(`# TYPE ${name} ${type}\n`);
    }
    expect(sample(text, 'meshmandi_analysis_files', { status: 'pending' })).toBe(0);
    if (t.services.database.kind === 'postgres') expect(sample(text, 'meshmandi_db_pool_connections', { pool: 'requests', state: 'total' })).toBeGreaterThan(0);
  });

  it('counts requests by the route the router matched: callables by their name, unknown names and URLs under one label each', async () => {
    const before = await scrape();
    const client = t.client();
    for (let i = 0; i < 3; i += 1) expect((await client.call('searchModels', { query: 'cube' })).status).toBe(200);
    const noise = Array.from({ length: 5 }, () => randomBytes(6).toString('hex'));
    for (const word of noise) {
      expect((await client.call(`made${word}`)).status).toBe(404);
      expect((await client.fetch(`/api/${word}`)).status).toBe(404);
    }
    const after = await scrape();
    const counted = (text: string, route: string, status: string, method = 'POST') => sample(text, 'meshmandi_http_requests_total', { method, route, status }) ?? 0;
    expect(counted(after, '/api/fn/searchModels', '200') - counted(before, '/api/fn/searchModels', '200')).toBe(3);
    expect(counted(after, '/api/fn/unknown', '404') - counted(before, '/api/fn/unknown', '404')).toBe(5);
    expect(counted(after, '/*', '404', 'GET') - counted(before, '/*', '404', 'GET')).toBe(5);
    expect(sample(after, 'meshmandi_http_request_duration_seconds_count', { method: 'POST', route: '/api/fn/searchModels' })).toBeGreaterThanOrEqual(3);
    for (const word of noise) expect(after).not.toContain(word);
  });

  it('counts open notification streams on this node', async () => {
    const asha = await createUser(t);
    const abort = new AbortController();
    const stream = await asha.client.fetch(NOTIFICATION_STREAM_PATH, { signal: abort.signal });
    expect(stream.status).toBe(200);
    expect(sample(await scrape(), 'meshmandi_sse_connections')).toBe(1);
    abort.abort();
    await expect.poll(async () => sample(await scrape(), 'meshmandi_sse_connections')).toBe(0);
  });

  it('reports the last ledger reconciliation, whichever node ran it', async () => {
    const other = await createTestApp({ METRICS_TOKEN: TOKEN }, { jobsOnDemand: true });
    try {
      const startedAt = Math.floor(Date.now() / 1000);
      await reconcileLedgerAndReport(other.services.db, quiet);
      const text = await scrape(other);
      expect(sample(text, 'meshmandi_ledger_reconciled')).toBe(1);
      expect(sample(text, 'meshmandi_ledger_reconciled_timestamp_seconds')).toBeGreaterThanOrEqual(startedAt);
    } finally {
      await other.close();
    }
  });

  it('refuses anyone without the token, a wrong token included', async () => {
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-of-the-same-length-0123456' }, { authorization: TOKEN }];
    for (const headers of refused) {
      const response = await fetch(`${t.url}${METRICS_PATH}`, { headers });
      expect(response.status).toBe(403);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toContain('METRICS_TOKEN');
    }
  });
});

describe('who may read /metrics', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));
  const appWith = async (env: Record<string, string>) => {
    const app = await createTestApp(env, { jobsOnDemand: true });
    apps.push(app);
    return app;
  };

  it('no one when neither METRICS_TOKEN nor METRICS_ALLOW_FROM is set', async () => {
    const app = await appWith({});
    const response = await fetch(`${app.url}${METRICS_PATH}`);
    expect(response.status).toBe(404);
  });

  it('an allowed address connected straight to the node, but not the same address through a proxy, nor one outside the list', async () => {
    const loopback = await appWith({ METRICS_ALLOW_FROM: '127.0.0.0/8, ::1' });
    expect((await fetch(`${loopback.url}${METRICS_PATH}`)).status).toBe(200);
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      expect((await fetch(`${loopback.url}${METRICS_PATH}`, { headers: { [header]: '203.0.113.9' } })).status, header).toBe(403);
    }
    const privateOnly = await appWith({ METRICS_ALLOW_FROM: '10.0.0.0/8' });
    expect((await fetch(`${privateOnly.url}${METRICS_PATH}`)).status).toBe(403);
  });
});
