import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from './cookie-consent';
import { pageKind, searchWords, trackActivity } from './track-activity';

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ result: { success: true } }), { headers: { 'content-type': 'application/json' } }));

// The web tests run without a DOM: a Map stands in for the browser's storage, where consent is kept.
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) });

afterEach(() => {
  fetchMock.mockClear();
  stored.clear();
});

describe('trackActivity', () => {
  it('sends nothing without analytics consent, and says it has consent when it sends', async () => {
    vi.stubGlobal('fetch', fetchMock);
    trackActivity('page_view', { page: 'home' });
    saveConsent({ analytics: false, preferences: true, marketing: true });
    trackActivity('page_view', { page: 'home' });
    expect(fetchMock).not.toHaveBeenCalled();
    saveConsent({ analytics: true, preferences: false, marketing: false });
    trackActivity('model_view', { modelId: 'abc' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ data: { action: 'model_view', metadata: { modelId: 'abc' }, analyticsConsent: true } });
  });

  it('keeps only the kind of page and the number of words', () => {
    expect(pageKind('/')).toBe('home');
    expect(pageKind('/model/spiral-vase/abc123')).toBe('model');
    expect(searchWords('  spiral   vase ')).toBe(2);
  });
});
