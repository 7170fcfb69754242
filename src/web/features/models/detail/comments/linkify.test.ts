import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (body: string) => linkify(body).filter((p) => p.kind === 'link');
const joined = (body: string) => linkify(body).map((p) => p.text).join('');

describe('linkify', () => {
  it('links http and https addresses and keeps the rest as text', () => {
    expect(linkify('Files at https://example.in/models/cube?x=1#top and http://maker.in too')).toEqual([
      { kind: 'text', text: 'Files at ' },
      { kind: 'link', text: 'https://example.in/models/cube?x=1#top', href: 'https://example.in/models/cube?x=1#top' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://maker.in', href: 'http://maker.in/' },
      { kind: 'text', text: ' too' },
    ]);
  });

  it('leaves trailing punctuation and unopened brackets out of the link', () => {
    expect(links('See https://example.in/a.').map((l) => l.text)).toEqual(['https://example.in/a']);
    expect(links('Really? https://example.in/b?!').map((l) => l.text)).toEqual(['https://example.in/b']);
    expect(links('(source: https://example.in/c)').map((l) => l.text)).toEqual(['https://example.in/c']);
    expect(links('"https://example.in/d",').map((l) => l.text)).toEqual(['https://example.in/d']);
    // A bracket the address opened is part of it.
    expect(links('https://en.wikipedia.org/wiki/Benchy_(boat)').map((l) => l.text)).toEqual(['https://en.wikipedia.org/wiki/Benchy_(boat)']);
  });

  it('does not link other schemes or half addresses', () => {
    for (const body of ['javascript:alert(1)', 'JavaScript://%0aalert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox', 'ftp://files.in/x', 'www.example.in', 'mailto:a@b.in', 'https://', 'xhttps://example.in']) {
      expect(links(body), body).toEqual([]);
      expect(joined(body)).toBe(body);
    }
    // The only link a javascript: text can give is the http address inside it, which stays an http link.
    expect(links("javascript:fetch('https://evil.in')").every((l) => l.href.startsWith('https://'))).toBe(true);
  });

  it('keeps HTML-looking text as text, exactly', () => {
    const body = '<script>alert(1)</script> <a href="https://x.in">x</a> <img src=x onerror=alert(1)> **bold**';
    expect(joined(body)).toBe(body);
    expect(linkify('<b>hi</b>')).toEqual([{ kind: 'text', text: '<b>hi</b>' }]);
    // An address cut at the quote: no attribute text can ride along into the link.
    expect(links(body).map((l) => l.text)).toEqual(['https://x.in']);
  });

  it('gives back the body exactly when the parts are joined, line breaks included', () => {
    const body = 'line one\nhttps://example.in/x.\n\n  indented https://a.in/(b)).';
    expect(joined(body)).toBe(body);
    expect(joined('')).toBe('');
  });
});
