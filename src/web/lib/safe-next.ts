import { useSearchParams } from 'react-router';

export const DEFAULT_NEXT = '/dashboard';

/**
 * Only a same-site path may be a destination after sign-in: '//host' and '/\host' are read by
 * browsers as other sites, and tabs or newlines are dropped from URLs, so '/\t/host' is refused too.
 */
export function safeNext(value: string | null | undefined, fallback = DEFAULT_NEXT): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}

/** The checked `next` query parameter of the current page. */
export function useNext(): string {
  const [params] = useSearchParams();
  return safeNext(params.get('next'));
}

/** A link to another auth page that keeps where the visitor wanted to go. */
export function withNext(path: string, next: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (next !== DEFAULT_NEXT) params.set('next', next);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
