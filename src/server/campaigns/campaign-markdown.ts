import MarkdownIt, { type Token } from 'markdown-it';


/**
 * An admin's Markdown for an e-mail. `html: false` makes any HTML in it plain text, so nothing an
 * admin types becomes markup of its own; links are kept only for http(s) and mailto (markdown-it's
 * own check still lets through e.g. `data:` images, and a mail client has no use for anything else).
 * Images are left out: a picture from anywhere would tell its host who opened the e-mail.
 */
const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false });
markdown.disable(['image']);
markdown.validateLink = (url) => /^(https?:\/\/|mailto:)/i.test(url.trim());

// Mail clients drop <style> blocks, so each element carries its own, like the layout's (7:1 contrast).
const INK = '#1f2937';
const BRAND = '#9a3412';
const FONT = 'Arial, Helvetica, sans-serif';
const TEXT = `font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};`;
const STYLES: Record<string, string> = {
  p: `margin:0 0 16px;${TEXT}`,
  h1: `margin:24px 0 12px;font-family:${FONT};font-size:22px;line-height:1.3;color:${INK};`,
  h2: `margin:24px 0 12px;font-family:${FONT};font-size:19px;line-height:1.3;color:${INK};`,
  h3: `margin:20px 0 8px;font-family:${FONT};font-size:17px;line-height:1.3;color:${INK};`,
  h4: `margin:16px 0 8px;${TEXT}font-weight:bold;`,
  h5: `margin:16px 0 8px;${TEXT}font-weight:bold;`,
  h6: `margin:16px 0 8px;${TEXT}font-weight:bold;`,
  ul: `margin:0 0 16px;padding-left:24px;${TEXT}`,
  ol: `margin:0 0 16px;padding-left:24px;${TEXT}`,
  li: `margin:0 0 4px;${TEXT}`,
  a: `color:${BRAND};`,
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid #d1d5db;color:#4b5563;`,
  pre: `margin:0 0 16px;padding:12px 16px;background-color:#f3f4f6;border-radius:6px;font-family:'Courier New', Courier, monospace;font-size:14px;white-space:pre-wrap;color:${INK};`,
  code: `font-family:'Courier New', Courier, monospace;font-size:14px;background-color:#f3f4f6;color:${INK};`,
  hr: 'border:0;border-top:1px solid #e5e7eb;margin:24px 0;',
  table: `border-collapse:collapse;margin:0 0 16px;${TEXT}`,
  th: 'border:1px solid #d1d5db;padding:6px 10px;text-align:left;',
  td: 'border:1px solid #d1d5db;padding:6px 10px;',
};

function styleTokens(tokens: Token[]): void {
  for (const token of tokens) {
    // A code block's attributes go on its <code>, inside the <pre>: it carries the block's look.
    const style = token.type === 'fence' || token.type === 'code_block' ? STYLES.pre : STYLES[token.tag];
    if (style && token.nesting !== -1) token.attrSet('style', style);
    if (token.children) styleTokens(token.children);
  }
}

/** The text of inline tokens, with a link's address after its words unless they are the address. */
function inlineText(tokens: Token[]): string {
  let out = '';
  const links: { href: string; start: number }[] = [];
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') out += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') out += '\n';
    else if (token.type === 'link_open') links.push({ href: String(token.attrGet('href') ?? ''), start: out.length });
    else if (token.type === 'link_close') {
      const link = links.pop();
      const label = link ? out.slice(link.start) : '';
      const plain = link?.href.replace(/^mailto:/i, '');
      if (link && label !== link.href && label !== plain) out += ` (${plain})`;
    }
  }
  return out;
}

/** A plain-text part from the same tokens as the HTML, so the two say the same (links written out). */
function plainText(tokens: Token[]): string {
  const blocks: { text: string; item: boolean }[] = [];
  let listStarts = false;
  const lists: { ordered: boolean; next: number }[] = [];
  let quote = 0;
  let prefix = '';
  for (const token of tokens) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
      listStarts = true;
    }
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') lists.pop();
    else if (token.type === 'blockquote_open') quote += 1;
    else if (token.type === 'blockquote_close') quote -= 1;
    else if (token.type === 'list_item_open') {
      const list = lists.at(-1)!;
      prefix = `${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.next++}.` : '-'} `;
    } else if (token.type === 'inline') {
      blocks.push({ text: `${'> '.repeat(quote)}${prefix}${inlineText(token.children ?? [])}`, item: lists.length > 0 && !listStarts });
      prefix = '';
      listStarts = false;
    } else if (token.type === 'fence' || token.type === 'code_block') {
      blocks.push({ text: token.content.replace(/\n$/, '').replace(/^/gm, '    '), item: false });
    } else if (token.type === 'hr') blocks.push({ text: '———', item: false });
  }
  // A list's items after its first go one to a line, as they are written; other blocks are a blank line apart.
  return blocks.map((block, i) => (i === 0 ? '' : block.item ? '\n' : '\n\n') + block.text).join('');
}

export interface RenderedMarkdown {
  html: string;
  text: string;
}

export function renderCampaignMarkdown(body: string): RenderedMarkdown {
  const tokens = markdown.parse(body, {});
  const text = plainText(tokens);
  styleTokens(tokens);
  return { html: markdown.renderer.render(tokens, markdown.options, {}).trim(), text };
}
