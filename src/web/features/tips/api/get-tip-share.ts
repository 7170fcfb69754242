import { queryOptions } from '@tanstack/react-query';
import type { getTipShare as getTipShareContract } from '../../../../shared/contracts/tiers/creator-tiers';
import { callByName } from '../../../lib/api-client';

/** The share of a tip the creator keeps now (their tier's), so the dialog's summary is the ledger's split. */
export function tipShareQuery(creatorId: string) {
  return queryOptions({
    queryKey: ['tip-share', creatorId],
    queryFn: async () => (await callByName<typeof getTipShareContract>('getTipShare', { creatorId })).tipShareBps,
    // A tier changes rarely; a dialog opened again within the minute needs no second ask.
    staleTime: 60_000,
  });
}
