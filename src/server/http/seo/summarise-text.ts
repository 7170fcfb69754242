/** Link previews cut descriptions near here; search engines near 160. */
const MAX_LENGTH = 200;

/**
 * One line of plain prose from a user's text: whitespace (the newlines of a long description)
 * collapsed, cut at a word boundary with an ellipsis when it runs long. Counted in code points, so
 * an emoji is never cut in half.
 */
export function summariseText(text: string, maxLength = MAX_LENGTH): string {
  const flat = Array.from(text.replace(/\s+/g, ' ').trim());
  if (flat.length <= maxLength) return flat.join('');
  const cut = flat.slice(0, maxLength - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:–-]+$/, '')}…`;
}
