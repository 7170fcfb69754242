import { SITE_NAME, renderHeadTags, type PageHead } from './page-head';

export interface IndexHtmlTemplate {
  /** The site's own title and description, as index.html has them. */
  readonly generic: PageHead;
  /**
   * index.html with a page's head tags, or the generic ones when the page has none of its own;
   * `headEnd` goes last in the head (preloads), `afterRoot` right after the app's root element (page data).
   */
  render(head: PageHead | null, extra?: { headEnd?: string; afterRoot?: string }): string;
}

const TITLE = /^[ \t]*<title>([\s\S]*?)<\/title>[ \t]*\r?\n?/im;
const DESCRIPTION = /^[ \t]*<meta\s+name="description"\s+content="([^"]*)"\s*\/?>[ \t]*\r?\n?/im;
const HEAD_END = '</head>';
const ROOT = '<div id="root"></div>';
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isInteger(point) && point >= 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/**
 * Splits index.html once, at start-up, around its title and description, so each page costs one
 * string concatenation. The defaults become the generic head that every other page gets, and the
 * built document is made once for them.
 */
export function createIndexHtmlTemplate(html: string): IndexHtmlTemplate {
  const title = TITLE.exec(html);
  const description = DESCRIPTION.exec(html);
  if (!title || !description) throw new Error('index.html needs a <title> and a <meta name="description"> for the server to replace.');
  const stripped = html.replace(TITLE, '').replace(DESCRIPTION, '');
  if (!stripped.includes(HEAD_END) || !stripped.includes(ROOT)) throw new Error(`index.html needs ${HEAD_END} and ${ROOT} for the server to add to.`);
  const at = Math.min(title.index, description.index);
  const indent = /^[ \t]*/.exec(title[0])?.[0] ?? '';
  const before = stripped.slice(0, at) + indent;
  const after = `\n${stripped.slice(at)}`;
  const siteTitle = decodeHtml(title[1]!.trim()) || SITE_NAME;
  const generic: PageHead = {
    documentTitle: siteTitle,
    title: siteTitle,
    description: decodeHtml(description[1]!),
    type: 'website',
  };
  const genericDocument = before + renderHeadTags(generic) + after;
  const withExtra = (document: string, extra: { headEnd?: string; afterRoot?: string }) =>
    document.replace(HEAD_END, () => (extra.headEnd ? `  ${extra.headEnd}\n  ${HEAD_END}` : HEAD_END)).replace(ROOT, () => ROOT + (extra.afterRoot ?? ''));
  return {
    generic,
    render: (head, extra = {}) => withExtra(head ? before + renderHeadTags(head) + after : genericDocument, extra),
  };
}
