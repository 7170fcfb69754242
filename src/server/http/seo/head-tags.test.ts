import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../project-root';
import { createIndexHtmlTemplate } from './index-html-template';
import { jsonLdScript } from './json-ld-script';
import { matchPagePath } from './match-page-path';
import { renderHeadTags, type PageHead } from './page-head';
import { summariseText } from './summarise-text';

const HOSTILE = `Cube </title><script>alert("x")</script> & 'more' <b>`;
const indexHtml = fs.readFileSync(path.join(projectRoot, 'index.html'), 'utf8');

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  documentTitle: `${HOSTILE} · Meshmandi`,
  title: HOSTILE,
  description: `A "description" with <tags> & ampersands`,
  canonicalUrl: 'https://meshmandi.in/model/cube/abc?x=1&y=2',
  type: 'website',
  image: { url: 'https://meshmandi.in/media/a.webp', width: 800, height: 600, alt: `Preview of ${HOSTILE}` },
  jsonLd: { name: HOSTILE },
  ...overrides,
});

describe('renderHeadTags', () => {
  it('escapes every value a user wrote, in text and in attributes', () => {
    const tags = renderHeadTags(head());
    expect(tags).not.toContain('<script>alert');
    expect(tags).not.toContain('<b>');
    expect(tags).toContain('<title>Cube &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39; &lt;b&gt; · Meshmandi</title>');
    expect(tags).toContain('<meta property="og:description" content="A &quot;description&quot; with &lt;tags&gt; &amp; ampersands" />');
    expect(tags).toContain('<link rel="canonical" href="https://meshmandi.in/model/cube/abc?x=1&amp;y=2" />');
    // Only the JSON-LD block opens a script, and it closes once.
    expect(tags.match(/<script/g)).toHaveLength(1);
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });

  it('asks for a large card only when there is a banner-sized picture', () => {
    expect(renderHeadTags(head())).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(renderHeadTags(head({ image: undefined }))).toContain('<meta name="twitter:card" content="summary" />');
    const avatar = head({ image: { url: 'https://meshmandi.in/a.webp', alt: 'x', small: true } });
    expect(renderHeadTags(avatar)).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('leaves out the canonical link and og:url on a page that has no address of its own', () => {
    const tags = renderHeadTags(head({ canonicalUrl: undefined }));
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:url');
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed early by a </script> in the data, and parses back to the same value', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', line: 'a\u2028b' };
    const script = jsonLdScript(data);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(data);
  });
});

describe('createIndexHtmlTemplate', () => {
  const template = createIndexHtmlTemplate(indexHtml);

  it('takes the site title and description from index.html for the generic head', () => {
    expect(template.generic.documentTitle).toBe('Meshmandi: 3D models, made in Bengaluru');
    expect(template.generic.description).toMatch(/^Meshmandi is a community marketplace for 3D models/);
    const generic = template.render(null);
    expect(generic.match(/<title>/g)).toHaveLength(1);
    expect(generic).toContain('<meta property="og:site_name" content="Meshmandi" />');
    expect(generic).not.toContain('og:url');
  });

  it('replaces the default title and description and keeps the rest of the document', () => {
    const page = template.render(head());
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('made in Bengaluru</title>');
    for (const kept of ['<meta name="theme-color"', '<script src="/theme-init.js"></script>', '<div id="root"></div>', '</head>']) {
      expect(page).toContain(kept);
    }
  });

  it('refuses an index.html it cannot splice into', () => {
    expect(() => createIndexHtmlTemplate('<html><head></head><body></body></html>')).toThrow(/<title>/);
  });
});

describe('matchPagePath', () => {
  it.each([
    ['/model/abc123', { kind: 'model', modelId: 'abc123' }],
    ['/model/a-cube/abc123', { kind: 'model', modelId: 'abc123' }],
    ['/model/a-cube/abc123/', { kind: 'model', modelId: 'abc123' }],
    ['/Model/abc123', { kind: 'model', modelId: 'abc123' }],
    ['/model/%C3%A9t%C3%A9', { kind: 'model', modelId: 'été' }],
    ['/profile/u1', { kind: 'profile', userId: 'u1' }],
    ['/model/abc123/edit', null],
    ['/profile/edit', null],
    ['/model', null],
    ['/model/a/b/c', null],
    ['/model/%E0%A4%A', null],
    [`/model/${'x'.repeat(65)}`, null],
    ['/about', null],
    ['/model//abc123', null],
    ['/models/abc123', null],
  ])('%s', (pathname, expected) => {
    expect(matchPagePath(pathname)).toEqual(expected);
  });
});

describe('summariseText', () => {
  it('flattens whitespace and cuts long text at a word with an ellipsis', () => {
    expect(summariseText('  two\n\nlines  ')).toBe('two lines');
    const long = summariseText('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/word…$/);
  });

  it('never cuts an emoji in half', () => {
    const cut = summariseText('🙂'.repeat(50), 10);
    expect(cut).toBe(`${'🙂'.repeat(9)}…`);
  });
});
