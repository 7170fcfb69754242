import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeoTestSite, type SeoTestSite } from '../http/seo/seo-test-site';
import { putOnTier } from '../test/creator-on-tier';
import { insertModelRow } from '../test/discovery-factories';
import { createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 30 item 4 (decision 078): storefront pages are answered by the server with their own head, status and address.
let t: TestApp;
let site: SeoTestSite;
let creator: TestUser;
let modelId: string;
const HOSTILE = 'Shop </script><script>alert(1)</script> & <!--';

beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  creator = await createUser(t, { name: 'Asha Rao' });
  await putOnTier(t, creator.user.id, 'pro');
  modelId = (await insertModelRow(t, creator.user.id, { title: 'Temple bell' })).id;
  await creator.client.call('createCreatorStorefront', { name: 'Old name', customUrl: 'asha-old' });
  const saved = await creator.client.call('createCreatorStorefront', {
    name: HOSTILE,
    description: 'Bells and towers from Mysuru.',
    customUrl: 'Asha-Prints',
    featuredModels: [modelId],
    socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/asha' }],
  });
  expect(saved.status).toBe(200);
  site = await createSeoTestSite(t);
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);

describe('storefront pages', () => {
  it('by creator and by custom URL: 200 with the storefront’s own title, share preview and JSON-LD, every value escaped', async () => {
    for (const path of [`/store/${creator.user.id}`, '/store/url/Asha-Prints']) {
      const page = await site.get(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>alert(1)</script>');
      expect(page.body).toContain('<meta property="og:title" content="Shop &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!--" />');
      expect(page.body).toContain('<meta name="description" content="Bells and towers from Mysuru." />');
      expect(page.body).toContain(`<link rel="canonical" href="${t.services.config.publicUrl}/store/url/Asha-Prints" />`);
      const ld = jsonLd(page.body);
      expect(ld).toMatchObject({ '@type': 'CollectionPage', name: HOSTILE, author: { name: 'Asha Rao', sameAs: ['https://instagram.com/asha'] } });
      expect(ld.mainEntity.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, url: expect.stringContaining(modelId), name: 'Temple bell' }]);
    }
  });

  it('a custom URL in other letters, or one the storefront used to have, is sent on to the current address', async () => {
    for (const path of ['/store/url/asha-prints', '/store/url/ASHA-OLD', '/store/url/asha-old?ref=card']) {
      const page = await site.get(path);
      expect([page.statusCode, page.headers.location]).toEqual([301, path.includes('?') ? '/store/url/Asha-Prints?ref=card' : '/store/url/Asha-Prints']);
    }
  });

  it('answers 404 for no storefront, and for one whose creator is below Pro, except to the creator; the sitemap lists only open ones', async () => {
    for (const path of ['/store/url/no-such-shop', '/store/nobody', '/store/url/admin']) expect((await site.get(path)).statusCode).toBe(404);
    const inSitemap = async () => (await site.get('/sitemap.xml')).body.includes(`<loc>${t.services.config.publicUrl}/store/url/Asha-Prints</loc>`);
    expect(await inSitemap()).toBe(true);
    await putOnTier(t, creator.user.id, 'verified');
    expect(await inSitemap()).toBe(false);
    const hidden = await site.get(`/store/${creator.user.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('og:title" content="Shop');
    const own = await site.get(`/store/${creator.user.id}`, { as: creator.client });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('rel="canonical"');
    await putOnTier(t, creator.user.id, 'pro');
  });
});
