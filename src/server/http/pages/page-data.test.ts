import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSeoTestSite, type SeoTestSite } from '../seo/seo-test-site';
import { createRoutePreloads, MANIFEST_PATH } from './route-preloads';

let t: TestApp;
let site: SeoTestSite;
let owner: TestUser;
let modelId: string;
let modelPage: string;
const HOSTILE = 'Hook </script><script>alert(1)</script> \u2028 & <!--';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { name: 'Meera Iyer' });
  const model = await createModelViaApi(owner.client, { title: HOSTILE, category: 'Tools' });
  modelId = model.id;
  modelPage = `/model/${model.slug}/${model.id}`;
  await createModelViaApi(owner.client, { title: 'Cable clip', category: 'Household' });
  site = await createSeoTestSite(t);
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

type Call = { name: string; input: Record<string, unknown>; result: unknown };
function pageData(html: string): Call[] {
  const body = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (body === undefined) throw new Error('the page carries no page data');
  return (JSON.parse(body) as { calls: Call[] }).calls;
}
const callOf = (html: string, name: string) => pageData(html).find((call) => call.name === name);

describe('the data a page carries in its HTML', () => {
  it('is what the API answers the same visitor, for the home page', async () => {
    const html = (await site.get('/')).body;
    expect(callOf(html, 'getHomeFeed')?.result).toEqual((await t.client().call('getHomeFeed', {})).result);
    expect(callOf(html, 'getSession')?.result).toEqual({ account: null });
    expect(callOf(html, 'getSiteInfo')?.result).toEqual((await t.client().call('getSiteInfo', {})).result);
  });

  it('carries the signed-in account only in a private page', async () => {
    const response = await site.get('/', { as: owner.client });
    expect((callOf(response.body, 'getSession')?.result as { account: { uid: string } }).account.uid).toBe(owner.user.id);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect((await site.get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('carries explore’s first page for the filters in the address, and leaves text search to the rate-limited API', async () => {
    const html = (await site.get('/explore?category=Tools&sort=newest&bogus=1')).body;
    const call = callOf(html, 'searchModels');
    expect(call?.input).toEqual({ category: 'Tools', sort: 'newest' });
    expect((call?.result as { models: { id: string }[] }).models.map((m) => m.id)).toEqual([modelId]);
    expect(callOf((await site.get('/explore?q=clip')).body, 'searchModels')).toBeUndefined();
  });

  it('carries a model and a profile with their first screens', async () => {
    const model = callOf((await site.get(modelPage)).body, 'getModel');
    expect(model?.input).toEqual({ modelId });
    expect(model?.result).toMatchObject({ model: { id: modelId, title: HOSTILE } });
    const profile = (await site.get(`/profile/${owner.user.id}`)).body;
    expect(callOf(profile, 'getUserProfile')?.input).toEqual({ uid: owner.user.id });
    expect(callOf(profile, 'searchModels')?.input).toEqual({ creatorId: owner.user.id, sort: 'newest' });
    // An unknown model is the browser's to report: it is left out, not an error.
    expect(callOf((await site.get('/model/no-such-model')).body, 'getModel')).toBeUndefined();
    expect(callOf((await site.get('/model/bad%20id!')).body, 'getModel')).toBeUndefined();
  });

  it('never lets a title end the script that carries it', async () => {
    const html = (await site.get(modelPage)).body;
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toContain('</script><script>alert(1)');
    expect(body).not.toContain('<!--');
    expect(body).not.toContain('\u2028');
    expect(callOf(html, 'getModel')?.result).toMatchObject({ model: { title: HOSTILE } });
  });
});

describe('a page’s answer', () => {
  it('is compressed, a 404 page too (pages are a route, which route hooks apply to)', async () => {
    for (const url of ['/', '/explore', modelPage, '/no-such-page']) {
      const response = await site.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding'], url).toBe('gzip');
    }
    // An API path nobody answers is still the API's JSON 404, whatever the method.
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await site.request({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not-found' } });
    }
  });
});

describe('the theme script', () => {
  it('is inside the page, not a render-blocking request, and the only inline script the policy allows', async () => {
    const response = await site.get('/explore');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(inline).toContain("localStorage.getItem('meshmandi.theme')");
    expect(response.body).not.toContain('src="/theme-init.js"');
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    const hashes = scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(inline!, 'utf8').digest('base64')}'`]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('route preloads', () => {
  it('name the app’s and the page’s own chunks and the chunks they import, not what index.html already loads', () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'manifest-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/web/boot.tsx': { file: 'assets/boot-1.js', isDynamicEntry: true, imports: ['_react.js', '_shared.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_cards.js': { file: 'assets/cards-1.js', imports: ['_shared.js'] },
      'src/web/features/home/home-page.tsx': { file: 'assets/home-page-1.js', isDynamicEntry: true, imports: ['_cards.js', '_shared.js'] },
      'src/web/app/not-found-page.tsx': { file: 'assets/not-found-page-1.js', isDynamicEntry: true, css: ['assets/nf-1.css'] },
    };
    fs.writeFileSync(path.join(dir, MANIFEST_PATH), JSON.stringify(manifest));
    const preloads = createRoutePreloads(dir);
    const app = '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">';
    expect(preloads('features/home/home-page')).toBe(
      `${app}\n    <link rel="modulepreload" crossorigin href="/assets/home-page-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/cards-1.js">`,
    );
    expect(preloads('app/not-found-page')).toContain('<link rel="stylesheet" crossorigin href="/assets/nf-1.css">');
    expect(preloads(null)).toBe(app);
    expect(createRoutePreloads(path.join(dir, 'nowhere'))('features/home/home-page')).toBe('');
  });
});
