import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { createUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSeoTestSite, type SeoTestSite } from '../seo-test-site';

let t: TestApp;
let split: SeoTestSite;
let creator: TestUser;
let secondCreator: TestUser;
let privateOnly: TestUser;
let noModels: TestUser;
let publicModels: ModelDetail[];
let privateModel: ModelDetail;
let deletedModel: ModelDetail;

const STATIC_PATHS = ['/', '/explore', '/about', '/privacy', '/terms', '/contact', '/community-guidelines'];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const modelUrl = (model: ModelDetail) => `${t.url}/model/${model.slug}/${model.id}`;
const profileUrl = (user: TestUser) => `${t.url}/profile/${user.user.id}`;
// Through inject, not a socket: a keep-alive connection left open would hold up the app's close.
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  [creator, secondCreator, privateOnly, noModels] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
  publicModels = [];
  for (const title of ['Cable clip', 'Desk hook', 'Spool holder']) publicModels.push(await createModelViaApi(creator.client, { title }));
  publicModels.push(await createModelViaApi(secondCreator.client, { title: 'Chess knight' }));
  privateModel = await createModelViaApi(creator.client, { title: 'Unreleased bracket', visibility: 'private' });
  await createModelViaApi(privateOnly.client, { title: 'Private vase', visibility: 'private' });
  deletedModel = await createModelViaApi(creator.client, { title: 'Withdrawn lamp' });
  expect((await creator.client.call('deleteModel', { modelId: deletedModel.id })).status).toBe(200);
  // Four public models, two creators with public models: two files of each at two URLs a file.
  split = await createSeoTestSite(t, { urlsPerSitemap: 2 });
});
afterAll(async () => {
  await split?.close();
  await t?.close();
});

describe('/sitemap.xml while everything fits in one file', () => {
  it('lists the static pages, every public model with its last change, and creators with a public model', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
    const expected = [
      ...STATIC_PATHS.map((p) => `${t.url}${p}`),
      ...publicModels.map(modelUrl),
      profileUrl(creator),
      profileUrl(secondCreator),
    ];
    expect(locs(xml).sort()).toEqual(expected.sort());
    for (const model of publicModels) {
      expect(xml).toContain(`<url><loc>${modelUrl(model)}</loc><lastmod>${model.updatedAt}</lastmod></url>`);
    }
  });

  it('never lists a private or deleted model, nor a profile with nothing public', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const absent of [privateModel.id, deletedModel.id, privateOnly.user.id, noModels.user.id]) expect(xml).not.toContain(absent);
  });
});

describe('/sitemap.xml past the per-file limit', () => {
  it('becomes an index of the pages file and numbered model and profile files', async () => {
    const response = await split.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(response.body)).toEqual([
      `${t.url}/sitemaps/pages.xml`,
      `${t.url}/sitemaps/models-1.xml`,
      `${t.url}/sitemaps/models-2.xml`,
      `${t.url}/sitemaps/profiles-1.xml`,
    ]);
  });

  it('splits the public models across files in id order, each within the limit, none twice', async () => {
    const files = await Promise.all(['/sitemaps/models-1.xml', '/sitemaps/models-2.xml'].map((url) => split.get(url)));
    const lists = files.map((file) => {
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain('<urlset');
      return locs(file.body);
    });
    for (const list of lists) expect(list).toHaveLength(2);
    const inOrder = [...publicModels].sort((a, b) => (a.id < b.id ? -1 : 1)).map(modelUrl);
    expect(lists.flat().sort()).toEqual([...inOrder].sort());
    expect(lists.flat().join(' ')).not.toContain(privateModel.id);
  });

  it('lists the creators’ profiles and the static pages in their own files', async () => {
    expect(locs((await split.get('/sitemaps/profiles-1.xml')).body).sort()).toEqual([profileUrl(creator), profileUrl(secondCreator)].sort());
    expect(locs((await split.get('/sitemaps/pages.xml')).body)).toEqual(STATIC_PATHS.map((p) => `${t.url}${p}`));
  });

  it('answers 404 for a file past the end or not of ours', async () => {
    for (const url of ['/sitemaps/models-3.xml', '/sitemaps/profiles-2.xml', '/sitemaps/models-0.xml', '/sitemaps/users-1.xml', '/sitemaps/models-1.txt']) {
      expect((await split.get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and signed-in screens, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /manage',
        'Disallow: /upload',
        'Disallow: /profile/edit',
        'Disallow: /model/*/edit',
        'Disallow: /settings/',
        'Disallow: /notifications',
        'Disallow: /collaboration/',
        'Disallow: /tips',
        'Disallow: /earnings',
        'Disallow: /advanced-earnings',
        '',
        `Sitemap: ${t.url}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
