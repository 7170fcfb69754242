import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makePath, makesLabel, mayReportMake, setMakeCount } from './makes';
import { queryKeys } from './query-keys';

const make = { id: 'k7', modelId: 'm1', maker: { uid: 'u2' } };

describe('makes on the web (decision 090)', () => {
  it("links a make at its anchor on its model's page, the address a report of it carries", () => {
    expect(makePath(make)).toBe('/model/m1#make-k7');
    expect(makePath({ id: 'k7', modelId: 'a b/c' })).toBe('/model/a%20b%2Fc#make-k7');
  });

  it('offers Report to everyone but the maker, signed in or not, once the session is known', () => {
    expect(mayReportMake(make, { account: { uid: 'u3' }, isLoading: false })).toBe(true);
    expect(mayReportMake(make, { account: null, isLoading: false })).toBe(true);
    expect(mayReportMake(make, { account: { uid: 'u2' }, isLoading: false })).toBe(false);
    expect(mayReportMake(make, { account: null, isLoading: true })).toBe(false);
  });

  it('names one make and many', () => {
    expect([0, 1, 2, 1000].map(makesLabel)).toEqual(['Makes', 'Make', 'Makes', 'Makes']);
  });

  it("moves the count on the model's page when it is open, and leaves every other answer alone", () => {
    const client = new QueryClient();
    const page = { model: { id: 'm1', title: 'Gear Train', makeCount: 2, commentCount: 5 }, canEdit: false };
    client.setQueryData(queryKeys.models.detail('m1'), page);
    setMakeCount(client, 'm1', 3);
    setMakeCount(client, 'm2', 1);
    expect(client.getQueryData(queryKeys.models.detail('m1'))).toEqual({ ...page, model: { ...page.model, makeCount: 3 } });
    expect(client.getQueryData(queryKeys.models.detail('m2'))).toBeUndefined();
  });
});
