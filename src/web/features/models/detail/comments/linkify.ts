/** A piece of a comment's text: plain text, or an http(s) address to show as a link. */
export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts at http:// or https:// not glued to a word before it, and runs to the next space
// or character that cannot be in one unescaped. Anything else (javascript:, data:, www. alone) stays text.
const ADDRESS = /(?<![\w@/.-])https?:\/\/[^\s<>"'`{}|\\^]+/gi;
// Said after an address, not part of it: "see https://x.in/a." or "(https://x.in/a)".
const TRAILING = /[.,;:!?'"*_~]+$/;

/** Cuts punctuation that ends the sentence, and a closing bracket the address did not open. */
function trimTrailing(address: string): string {
  let text = address;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    for (const [open, close] of [['(', ')'], ['[', ']']] as const) {
      if (text.endsWith(close) && text.split(close).length > text.split(open).length) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A comment's text as text and links, nothing else: the body is shown as plain text (issue 12), with
 * http(s) addresses made clickable. Joining the parts' text gives back the body exactly.
 */
export function linkify(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  const push = (text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(ADDRESS)) {
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    push(body.slice(at, match.index));
    if (href) parts.push({ kind: 'link', text: address, href });
    else push(address);
    at = match.index + address.length;
  }
  push(body.slice(at));
  return parts;
}
