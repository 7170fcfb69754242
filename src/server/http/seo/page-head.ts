import { escapeHtml } from './escape-html';
import { jsonLdScript } from './json-ld-script';

export const SITE_NAME = 'Meshmandi';

export interface PageImage {
  /** Absolute: link previews are fetched by other sites' crawlers. */
  url: string;
  width?: number;
  height?: number;
  type?: string;
  alt: string;
  /** A small square picture (an avatar): previews show it beside the text, not as a banner. */
  small?: boolean;
}

/** What a page says about itself to search engines and to the crawlers that draw link previews. */
export interface PageHead {
  /** The tab's title, as the web app sets it ("{page} · Meshmandi"). */
  documentTitle: string;
  /** The page's own name, for previews that show the site name beside it. */
  title: string;
  description: string;
  /** Absolute. Absent on generic pages, which must not claim the URL they were asked for. */
  canonicalUrl?: string;
  type: 'website' | 'profile';
  image?: PageImage;
  jsonLd?: object;
}

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;

function openGraphImage(image: PageImage): string[] {
  return [
    meta('property', 'og:image', image.url),
    ...(image.type ? [meta('property', 'og:image:type', image.type)] : []),
    ...(image.width && image.height ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)] : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/** The head tags of one page, every value HTML-escaped, one tag a line. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.documentTitle)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
    // A large card only when there is a picture to fill it.
    meta('name', 'twitter:card', head.image && !head.image.small ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? openGraphImage(head.image) : []),
    ...(head.jsonLd ? [jsonLdScript(head.jsonLd)] : []),
  ];
  return tags.join('\n    ');
}
