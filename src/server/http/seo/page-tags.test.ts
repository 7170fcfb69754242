import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../../shared/contracts/models/model-shapes';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSeoTestSite, type SeoTestSite } from './seo-test-site';

let t: TestApp;
let site: SeoTestSite;
let owner: TestUser;
let open: ModelDetail;
let hidden: ModelDetail;
let hostile: ModelDetail;
let genericPage: string;
/** The document up to its body: what crawlers and link previews read. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const pageData = (html: string) => {
  const body = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return body === undefined ? undefined : (JSON.parse(body) as { calls: { name: string; input: unknown; result: unknown }[] });
};
const HOSTILE_TITLE = `Gear </title><script>alert("x")</script> & 'co' <b>`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { name: 'Asha Rao' });
  open = await createModelViaApi(owner.client, { title: 'Planetary gearbox', tags: ['gears', 'print in place'] });
  hidden = await createModelViaApi(owner.client, { title: 'Secret prototype housing', visibility: 'private' });
  hostile = await createModelViaApi(owner.client, { title: HOSTILE_TITLE });
  site = await createSeoTestSite(t);
  genericPage = headOf((await site.get('/about')).body);
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const body = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return body === undefined ? undefined : JSON.parse(body);
};

describe('a public model’s page', () => {
  it('carries its title, description, canonical address and link-preview tags', async () => {
    const response = await site.get(`/model/${open.slug}/${open.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const canonical = `${t.url}/model/planetary-gearbox/${open.id}`;
    expect(html).toContain('<title>Planetary gearbox · Meshmandi</title>');
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(metaContent(html, 'og:title')).toBe('Planetary gearbox');
    expect(metaContent(html, 'og:site_name')).toBe('Meshmandi');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'description')).toBe('Planetary gearbox: a 3D Printing 3D model by Asha Rao on Meshmandi.');
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The app itself is still there for the browser to start.
    expect(html).toContain('<div id="root"></div>');
  });

  it('points og:image at the first preview’s largest stored size, as an absolute URL that answers', async () => {
    const html = (await site.get(`/model/${open.slug}/${open.id}`)).body;
    const image = metaContent(html, 'og:image');
    // The test preview is 900 px wide, so 800 is the largest width stored.
    expect(image).toBe(`${t.url}${open.previewImages[0]!.url}`);
    expect(image).toMatch(/-800\.webp$/);
    expect(metaContent(html, 'og:image:width')).toBe('800');
    expect(metaContent(html, 'og:image:height')).toBe('800');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    const fetched = await site.get(new URL(image!).pathname);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/webp');
  });

  it('describes the model in JSON-LD as a schema.org 3DModel', async () => {
    const data = jsonLd((await site.get(`/model/${open.slug}/${open.id}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': '3DModel',
      name: 'Planetary gearbox',
      url: `${t.url}/model/planetary-gearbox/${open.id}`,
      image: `${t.url}${open.previewImages[0]!.url}`,
      author: { '@type': 'Person', name: 'Asha Rao', url: `${t.url}/profile/${owner.user.id}` },
      dateCreated: open.createdAt,
      license: 'https://creativecommons.org/licenses/by/4.0/',
      keywords: 'gears, print in place',
    });
    expect(data.interactionStatistic).toContainEqual({
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/DownloadAction',
      userInteractionCount: 0,
    });
  });

  it('escapes a hostile title everywhere it appears', async () => {
    const html = (await site.get(`/model/${hostile.slug}/${hostile.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>Gear &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; &lt;b&gt; · Meshmandi</title>');
    expect(metaContent(html, 'og:title')).toBe('Gear &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; &lt;b&gt;');
    expect(jsonLd(html).name).toBe(HOSTILE_TITLE);
  });

  it('answers a revisit with 304 while the page is unchanged', async () => {
    const first = await site.get(`/model/${open.slug}/${open.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await site.get(`/model/${open.slug}/${open.id}`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('a model’s other addresses', () => {
  it('send the visitor to its own one, with the query kept, before anything is drawn', async () => {
    const own = `/model/${open.slug}/${open.id}`;
    for (const url of [`/model/${open.id}`, `/model/${open.id}/`, `/model/old-title/${open.id}`, `/model/${open.slug}/${open.id}/`, `/model/Planetary-Gearbox/${open.id}`]) {
      const response = await site.get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(own);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).not.toContain('<div id="root">');
    }
    expect((await site.get(`/model/${open.id}?tab=comments&x=%20y`)).headers.location).toBe(`${own}?tab=comments&x=%20y`);
    // HEAD is answered as GET is.
    const head = await site.request({ method: 'HEAD', url: `/model/${open.id}` });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe(own);
    // A signed-in visitor's redirect is theirs alone, as their page would be.
    expect((await site.get(`/model/${open.id}`, { as: owner.client })).headers['cache-control']).toBe('private, no-cache');
    // The edit form keeps its own address.
    expect((await site.get(`/model/${open.id}/edit`)).statusCode).toBe(200);
  });
});

describe('pages that get the generic head', () => {
  it('keeps the site’s own title and description on other pages', () => {
    expect(genericPage).toContain('<title>Meshmandi: 3D models, made in Bengaluru</title>');
    expect(metaContent(genericPage, 'description')).toMatch(/^Meshmandi is a community marketplace/);
    expect(genericPage).not.toContain('rel="canonical"');
    expect(jsonLd(genericPage)).toBeUndefined();
  });

  it('gives a private model nothing of its own, and answers 404 to all but its owner and admins', async () => {
    const stranger = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const cases = [
      { as: undefined, status: 404 },
      { as: stranger.client, status: 404 },
      { as: owner.client, status: 200 },
      { as: admin.client, status: 200 },
    ];
    for (const { as, status } of cases) {
      // Its id alone sends only those who may see it on to its own address: the slug is the title's.
      const byId = await site.get(`/model/${hidden.id}`, { as });
      expect(byId.statusCode).toBe(status === 200 ? 301 : 404);
      if (status === 404) expect(byId.headers.location).toBeUndefined();
      expect(byId.body).not.toContain('Secret');
      expect(byId.body).not.toContain(hidden.slug);
      for (const url of [`/model/${hidden.slug}/${hidden.id}`]) {
        const response = await site.get(url, { as });
        expect(response.statusCode, url).toBe(status);
        expect(headOf(response.body)).toBe(genericPage);
        expect(headOf(response.body)).not.toContain('Secret');
        // Only who may see the model gets it in the page's data, in a page no shared cache keeps.
        const model = pageData(response.body)?.calls.find((call) => call.name === 'getModel');
        if (status === 404) {
          expect(response.body).not.toContain('Secret');
          expect(model).toBeUndefined();
        } else {
          expect(model?.result).toMatchObject({ model: { id: hidden.id, title: 'Secret prototype housing' } });
          expect(response.headers['cache-control']).toBe('private, no-cache');
        }
      }
    }
  });

  it('answers 404 with the app (its not-found screen) for an unknown model, profile or page', async () => {
    const unknown = [
      '/model/no-such-model',
      '/model/some-slug/no-such-model',
      `/model/${'x'.repeat(65)}`,
      '/profile/no-such-user',
      '/no-such-page',
      '/explore/more',
      '/model',
      '/model/a/b/c',
      '/model//x',
      '/tips/more',
      '/assets/no-such-file.js',
    ];
    for (const url of unknown) {
      const response = await site.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(headOf(response.body)).toBe(genericPage);
      expect(response.body).toContain('<div id="root"></div>');
    }
    // HEAD answers as GET does, and a 404 is never turned into a 304.
    expect((await site.get('/no-such-page', { headers: { 'if-none-match': (await site.get('/about')).headers.etag as string } })).statusCode).toBe(404);
  });

  it('answers 200 for every page the app has, however the path is cased or ended', async () => {
    const known = ['/', '/explore', '/EXPLORE', '/explore/', '/explore//', '/about?x=1', '/login', '/profile/edit', '/admin', '/admin/setup', `/model/${open.id}/edit`, '/dashboard', '/advanced-earnings', `/profile/${owner.user.id}/`];
    for (const url of known) expect((await site.get(url)).statusCode, url).toBe(200);
  });

  it('keeps the generic head on a model’s edit form', async () => {
    expect(headOf((await site.get(`/model/${open.id}/edit`)).body)).toBe(genericPage);
  });
});

describe('a profile page', () => {
  it('names the creator in its title, previews and JSON-LD, and shows nothing private', async () => {
    const html = (await site.get(`/profile/${owner.user.id}`)).body;
    const url = `${t.url}/profile/${owner.user.id}`;
    expect(html).toContain('<title>Asha Rao · Meshmandi</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:title')).toBe('Asha Rao');
    // Two public models (the gearbox and the hostile one); the private one is not counted.
    expect(metaContent(html, 'description')).toBe('Asha Rao shares 2 3D models on Meshmandi.');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        name: 'Asha Rao',
        alternateName: owner.user.username,
        identifier: owner.user.id,
        agentInteractionStatistic: { interactionType: 'https://schema.org/WriteAction', userInteractionCount: 2 },
      },
    });
    expect(html).not.toContain(owner.email);
  });
});
