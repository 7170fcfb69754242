import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('app shell', () => {
  it('serves the app for a deep link (index.html fallback)', async () => {
    const raw = await fetch(`${server.url}/explore?sort=new`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^text\/html/);
    expect(raw.headers.get('cache-control')).toBe('no-cache');

    const { page, errors, close } = await openPage(browser);
    try {
      // A path the app has no page for answers 404 (issue 9), with the app showing its not-found screen.
      expect((await page.goto(`${server.url}/no/such/page`))?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serves hashed assets as immutable, with React built for production', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    let scripts = '';
    // The entry imports the app (React among it) once the first screen has painted: follow its imports.
    const seen = new Set<string>();
    while (assets.length > 0) {
      const asset = assets.shift()!;
      if (seen.has(asset)) continue;
      seen.add(asset);
      expect(asset).toMatch(/-[\w-]{8,}\.(js|css)$/);
      const response = await fetch(`${server.url}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toContain('immutable');
      if (!asset.endsWith('.js')) continue;
      const text = await response.text();
      scripts += text;
      for (const match of text.matchAll(/["'`](?:\.\/|assets\/)([\w-]+\.js)["'`]/g)) assets.push(`/assets/${match[1]}`);
    }
    expect(scripts).toContain('Minified React error');
  });

  it('sends a strict Content-Security-Policy with the page, which allows only the theme script inline, by its hash', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await response.text();
    // Inline: the theme script (run before the first paint) and the page's data (JSON, never run).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const code = inline.filter(([, attributes]) => !/type="application\/json"/.test(attributes ?? ''));
    expect(code).toHaveLength(1);
    const hash = createHash('sha256').update(code[0]![2]!, 'utf8').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  });
});
