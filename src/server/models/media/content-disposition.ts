/** RFC 5987 attr-char is narrower than what encodeURIComponent leaves alone. */
const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII fallback for old clients and the exact name as UTF-8 (RFC 6266).
 * Whatever the stored name holds, nothing can end the header, close the quotes or name a folder.
 */
export function attachmentDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex
  const withoutControls = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  const last = (withoutControls.split(/[\\/]/).pop() ?? '').trim();
  const clean = /^\.*$/.test(last) ? 'download' : last;
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${percentEncode(clean)}`;
}
