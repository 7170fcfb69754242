import { useQuery } from '@tanstack/react-query';
import { SLICER_LINK_MINUTES } from '../../../../shared/constants/slicers';
import type { getSlicerLinks } from '../../../../shared/contracts/models/slicer-links';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Links are fetched again two minutes before they expire, so a button on an open page always works. */
const FRESH_MS = (SLICER_LINK_MINUTES - 2) * 60_000;

export function useSlicerLinks(modelId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.models.slicerLinks(modelId),
    queryFn: () => callByName<typeof getSlicerLinks>('getSlicerLinks', { modelId }),
    enabled,
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
    retry: 1,
  });
}
