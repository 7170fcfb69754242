/**
 * A `<script type="application/ld+json">` block. JSON.stringify leaves `<`, `>` and `&` as they
 * are, so a title holding `</script>` would end the block and let the rest run as HTML; written as
 * \u escapes they are the same JSON to a parser but can never close the element. U+2028/2029 are
 * escaped too, for parsers that read the block as JavaScript.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
