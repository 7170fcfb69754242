// The home route's initial JavaScript, gzipped: every script Chromium fetches to render "/" for a
// signed-out visitor. Budget (issue 3): at most 150 KB. Run by hand:
//   node --import tsx bench/home-js-size.ts
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWebIfStale } from '../scripts/web-build-status.mjs';
import { repoRoot } from '../e2e/support/paths';
import { startServer } from '../e2e/support/server';

await buildWebIfStale(repoRoot);
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(s.gzip).padStart(9)} gz  ${kb(s.raw).padStart(9)} raw  ${s.url}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`home route initial JavaScript: ${kb(total)} gzipped in ${scripts.length} files (budget 150 KB)`);
} finally {
  await browser.close();
  await server.stop();
}
