import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { cachedListStart } from './cached-list-start';

const list = (pageParams: (string | null)[]) => ({ pages: pageParams.map(() => ({ models: [] })), pageParams });

describe('cachedListStart (Back finds the list it left)', () => {
  it('finds a list from the top, or one restored from a place, that read as far as the address says', () => {
    const client = new QueryClient();
    const filters = { category: 'Art' as const };
    client.setQueryData(queryKeys.explore.results(filters, undefined), list([null, 'c2']));
    client.setQueryData(queryKeys.explore.results(filters, 'c3'), list(['c3', 'c4']));
    expect(cachedListStart(client, filters, 'c2')).toEqual({ start: undefined });
    expect(cachedListStart(client, filters, 'c4')).toEqual({ start: 'c3' });
    expect(cachedListStart(client, filters, 'c5')).toBeNull();
  });

  it('does not take a list of other filters, even one with more of them', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.explore.results({ category: 'Art', printable: true }, undefined), list([null, 'c2']));
    client.setQueryData(queryKeys.explore.results({ category: 'Toys' }, undefined), list([null, 'c2']));
    expect(cachedListStart(client, { category: 'Art' }, 'c2')).toBeNull();
  });
});
