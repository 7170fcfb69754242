import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { projectRoot } from '../../project-root';
import type { TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

export interface SeoTestSite {
  /** GET a path, as a crawler (no cookies) or as the signed-in owner of `as`. */
  get(url: string, options?: { as?: TestClient; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Any request, as it comes. */
  request(options: { method: 'GET' | 'HEAD' | 'POST' | 'DELETE'; url: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The test app's services behind a second app that has a built web app, as production does:
 * createTestApp serves none. Its index.html is the repository's own (the build keeps its head), so
 * the tests splice into the real document. Requests go through inject, with no port of its own.
 */
export async function createSeoTestSite(t: TestApp, { fillWebDir, ...options }: { urlsPerSitemap?: number; fillWebDir?: (webDir: string) => Promise<unknown> } = {}): Promise<SeoTestSite> {
  const webDir = fs.mkdtempSync(path.join(t.dataDir, 'web-'));
  fs.copyFileSync(path.join(projectRoot, 'index.html'), path.join(webDir, 'index.html'));
  await fillWebDir?.(webDir);
  const app: FastifyInstance = await buildApp(t.services, { webDistDir: webDir, ...options });
  await app.ready();
  return {
    get: (url, { as, headers = {} } = {}) => {
      const cookie = as ? [...as.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
      return app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    },
    request: (options) => app.inject(options),
    close: () => app.close(),
  };
}

/** One call a served page carries in its page data (the first screen's answers), by name; undefined when the page has no data or no such call. */
export function pageDataCall(html: string, name: string): { name: string; input: Record<string, unknown>; result: unknown } | undefined {
  const body = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (body === undefined) return undefined;
  return (JSON.parse(body) as { calls: { name: string; input: Record<string, unknown>; result: unknown }[] }).calls.find((call) => call.name === name);
}
