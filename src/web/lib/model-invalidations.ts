import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Something that happened to a model, as a mutation here or (later) a live event reports it. */
export interface ModelChange {
  kind: 'published' | 'edited' | 'deleted';
  modelId: string;
  /** The creator's uid: their profile lists the model. */
  creatorId: string;
}

export interface Invalidation {
  queryKey: QueryKey;
  /** 'none' marks the data stale without asking now; the next screen to show it asks. */
  refetchType: 'active' | 'none';
}

/**
 * Every view of a model: its page, the explore results, the home feed, the owner's list, the
 * creator's profile, every "related models" list and every collection (any of which may show it). A deleted model's
 * page is often still on screen for a moment, and asking for it or its related models then would
 * only earn a 404, so after a deletion the model's own keys are marked stale without a refetch.
 */
export function modelInvalidations(change: ModelChange): Invalidation[] {
  const ownKeys = change.kind === 'deleted' ? 'none' : 'active';
  return [
    { queryKey: queryKeys.models.detail(change.modelId), refetchType: ownKeys },
    { queryKey: queryKeys.models.allRelated, refetchType: ownKeys },
    { queryKey: queryKeys.explore.all, refetchType: 'active' },
    { queryKey: queryKeys.homeFeed, refetchType: 'active' },
    { queryKey: queryKeys.models.mine, refetchType: 'active' },
    { queryKey: queryKeys.profiles.models(change.creatorId), refetchType: 'active' },
    // Collections and "From people you follow" show it as a card too.
    { queryKey: queryKeys.community.allCollections, refetchType: 'active' },
    { queryKey: queryKeys.follows.models, refetchType: 'active' },
  ];
}

/** Applies a list of invalidations to a cache; resolves once the refetches it started are done. */
export async function invalidateAll(queryClient: QueryClient, invalidations: Invalidation[]): Promise<void> {
  await Promise.all(invalidations.map(({ queryKey, refetchType }) => queryClient.invalidateQueries({ queryKey, refetchType })));
}
