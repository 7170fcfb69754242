import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../../lib/cookie-consent';
import { loadAdNetworkScript } from './load-ad-network-script';

// The web tests run without a DOM: a Map stands in for storage, and a list for the document's head.
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) });
type FakeScript = { src: string; async: boolean; crossOrigin: string; onload?: () => void; onerror?: () => void; remove: () => void };
const head: FakeScript[] = [];
vi.stubGlobal('document', {
  createElement: () => {
    const script: FakeScript = { src: '', async: false, crossOrigin: '', remove: () => head.splice(head.indexOf(script), 1) };
    return script;
  },
  head: { append: (script: FakeScript) => head.push(script) },
});

afterEach(() => {
  stored.clear();
});

describe('loadAdNetworkScript', () => {
  it('adds nothing before the visitor chose, nor when they refused marketing cookies', async () => {
    await expect(loadAdNetworkScript('ca-pub-1234567890123456')).rejects.toThrow('no marketing consent');
    saveConsent({ analytics: true, preferences: true, marketing: false });
    await expect(loadAdNetworkScript('ca-pub-1234567890123456')).rejects.toThrow('no marketing consent');
    expect(head).toEqual([]);
  });

  it('adds the publisher’s script once with marketing consent, and may try again after a failed load', async () => {
    saveConsent({ analytics: false, preferences: false, marketing: true });
    const failing = loadAdNetworkScript('ca-pub-1234567890123456');
    expect(head.map((s) => [s.src, s.async, s.crossOrigin])).toEqual([['https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456', true, 'anonymous']]);
    head[0]!.onerror!();
    await expect(failing).rejects.toThrow('did not load');
    expect(head).toEqual([]);

    const loading = loadAdNetworkScript('ca-pub-1234567890123456');
    const again = loadAdNetworkScript('ca-pub-1234567890123456');
    expect(head).toHaveLength(1);
    head[0]!.onload!();
    await expect(Promise.all([loading, again])).resolves.toEqual([undefined, undefined]);
  });
});
