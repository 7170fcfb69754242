import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAll, modelInvalidations, type ModelChange } from './model-invalidations';
import { queryKeys } from './query-keys';

const edited: ModelChange = { kind: 'edited', modelId: 'm1', creatorId: 'u1' };

/** Every kind of cached answer the app keeps, as the screens would leave it. */
const views = {
  modelPage: queryKeys.models.detail('m1'),
  otherModelPage: queryKeys.models.detail('m2'),
  itsRelated: queryKeys.models.related('m1'),
  otherRelated: queryKeys.models.related('m2'),
  exploreTop: queryKeys.explore.results({}, undefined),
  exploreSearch: queryKeys.explore.results({ q: 'gear', category: 'Household' }, 'cursor-2'),
  homeFeed: queryKeys.homeFeed,
  myModels: queryKeys.models.mine,
  creatorModels: queryKeys.profiles.models('u1'),
  otherCreatorModels: queryKeys.profiles.models('u2'),
  creatorProfile: queryKeys.profiles.detail('u1'),
  aCollection: queryKeys.community.collection('c1'),
  followedModels: queryKeys.follows.models,
  session: queryKeys.session,
  siteInfo: queryKeys.siteInfo,
  users: queryKeys.admin.userSearch(''),
} satisfies Record<string, QueryKey>;
type View = keyof typeof views;

async function invalidatedAfter(change: ModelChange): Promise<View[]> {
  const client = new QueryClient();
  for (const key of Object.values(views)) client.setQueryData(key, { cached: true });
  await invalidateAll(client, modelInvalidations(change));
  return (Object.keys(views) as View[]).filter((view) => client.getQueryState(views[view])?.isInvalidated);
}

describe('modelInvalidations', () => {
  const everyViewOfAModel: View[] = ['modelPage', 'itsRelated', 'otherRelated', 'exploreTop', 'exploreSearch', 'homeFeed', 'myModels', 'creatorModels', 'aCollection', 'followedModels'];

  it.each(['published', 'edited', 'deleted'] as const)('a model %s refreshes every view of it and nothing else', async (kind) => {
    expect(await invalidatedAfter({ ...edited, kind })).toEqual(everyViewOfAModel);
  });

  it('asks again at once for what is on screen after a publish or an edit', () => {
    expect(modelInvalidations(edited).every((i) => i.refetchType === 'active')).toBe(true);
  });

  it("after a deletion only marks the model's own page and related lists stale: asking for them now would earn a 404", () => {
    const deleted = modelInvalidations({ ...edited, kind: 'deleted' });
    const quiet = deleted.filter((i) => i.refetchType === 'none').map((i) => i.queryKey);
    expect(quiet).toEqual([queryKeys.models.detail('m1'), queryKeys.models.allRelated]);
  });

  /** How many times a query on screen (one with a subscribed observer) is fetched around a change. */
  async function fetchesOnScreen(queryKey: QueryKey, change: ModelChange): Promise<number> {
    const client = new QueryClient();
    let fetches = 0;
    const observer = new QueryObserver(client, { queryKey, queryFn: async () => ++fetches, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    // Until the first answer is in, a second ask would only join it.
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    await invalidateAll(client, modelInvalidations(change));
    unsubscribe();
    return fetches;
  }

  it('refetches the explore results on screen at once after an edit, however fresh they were', async () => {
    expect(await fetchesOnScreen(queryKeys.explore.results({ q: 'gear' }, undefined), edited)).toBe(2);
  });

  it("does not ask for a deleted model's page while it is still on screen", async () => {
    expect(await fetchesOnScreen(queryKeys.models.detail('m1'), { ...edited, kind: 'deleted' })).toBe(1);
  });
});

describe('queryKeys', () => {
  it('gives each thing one key, the same every time it is asked for', () => {
    expect(queryKeys.models.detail('m1')).toEqual(queryKeys.models.detail('m1'));
    expect(queryKeys.explore.results({ q: 'gear' }, undefined)).toEqual(queryKeys.explore.results({ q: 'gear' }, undefined));
  });

  it('keeps kinds apart: a profile is not its models, a model page is not its related list', () => {
    const keys = [queryKeys.profiles.detail('x'), queryKeys.profiles.models('x'), queryKeys.models.detail('x'), queryKeys.models.related('x'), queryKeys.admin.userSearch('x')];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('keeps "first page" and "from a cursor" of the same filters as separate lists', () => {
    expect(queryKeys.explore.results({ q: 'gear' }, undefined)).not.toEqual(queryKeys.explore.results({ q: 'gear' }, 'c2'));
  });
});
