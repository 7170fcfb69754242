import { useSearchParams } from 'react-router';

/**
 * One choice kept in the address (?range=all, ?history=sent), so a reload or a shared link shows
 * the same view; the default is left out of it. A change replaces the address rather than adding
 * to history: Back leaves the page, as people expect of a filter.
 */
export function useAddressChoice<T extends string>(key: string, read: (value: string | null) => T, fallback: T): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = read(params.get(key));
  function choose(next: T) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(key);
        else updated.set(key, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [value, choose];
}
