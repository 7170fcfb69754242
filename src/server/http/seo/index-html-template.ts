import { SITE_NAME, renderHeadTags, type PageHead } from './page-head';

interface RenderExtra {
  headEnd?: string;
  inRoot?: string;
  afterRoot?: string;
  scriptsAfterContent?: boolean;
}

/**
 * Scripts behind the content: when the server has drawn the page, its stylesheet and images come
 * first and the app's code after them (it adds behaviour, not the first screen), so a slow phone
 * shows the page before the scripts have arrived.
 */
function lowerScriptPriority(headHtml: string): string {
  return headHtml.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

export interface IndexHtmlTemplate {
  /** The site's own title and description, as index.html has them. */
  readonly generic: PageHead;
  /**
   * index.html with a page's head tags, or the generic ones when the page has none of its own;
   * `headEnd` goes last in the head (preloads), `inRoot` inside the app's root element (the server's
   * render of the page) and `afterRoot` right after it (page data). With `scriptsAfterContent`, the
   * app's scripts are fetched at low priority: the page is already drawn by the server.
   */
  render(head: PageHead | null, extra?: RenderExtra): string;
}

const TITLE = /^[ \t]*<title>([\s\S]*?)<\/title>[ \t]*\r?\n?/im;
const DESCRIPTION = /^[ \t]*<meta\s+name="description"\s+content="([^"]*)"\s*\/?>[ \t]*\r?\n?/im;
const HEAD_END = '</head>';
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';
const ROOT = ROOT_OPEN + ROOT_CLOSE;
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
  const withExtra = (document: string, extra: RenderExtra) => {
    const headEnd = document.indexOf(HEAD_END);
    const head = document.slice(0, headEnd) + (extra.headEnd ? `  ${extra.headEnd}\n  ` : '');
    // The server's drawing is inert until the app has hydrated it (boot.tsx): a click on it before
    // then would do nothing; a visitor can still read and scroll it.
    const open = extra.inRoot ? ROOT_OPEN.replace('>', ' inert>') : ROOT_OPEN;
    const body = document.slice(headEnd).replace(ROOT, () => `${open}${extra.inRoot ?? ''}${ROOT_CLOSE}${extra.afterRoot ?? ''}`);
    return (extra.scriptsAfterContent ? lowerScriptPriority(head) : head) + body;
  };
  return {
    generic,
    render: (head, extra = {}) => withExtra(head ? before + renderHeadTags(head) + after : genericDocument, extra),
  };
}
