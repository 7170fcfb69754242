import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { getModel as getModelContract } from '../../../../shared/contracts/models/models';
import { callByName } from '../../../lib/api-client';
import { initialFromPage } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';

export type ModelAnswer = ContractOutput<typeof getModelContract>;

const ANALYSIS_POLL_MS = 3000;

/** By name with a type-only import: the model page is a first screen, and the contract would bring zod into it. */
export function getModel(modelId: string): Promise<ModelAnswer> {
  return callByName<typeof getModelContract>('getModel', { modelId });
}

/** One model with its files and creator. While the server is still measuring a file, it asks again every few seconds. */
export function modelDetailOptions(modelId: string) {
  return queryOptions({
    queryKey: queryKeys.models.detail(modelId),
    queryFn: () => getModel(modelId),
    // "Model not found" is an answer, not a hiccup: asking again would only repeat the 404.
    retry: false,
    // What the page brought is as fresh as a fetch: no second request on arrival.
    staleTime: 30_000,
    ...initialFromPage<ModelAnswer>('getModel', { modelId }),
    refetchInterval: (query) => {
      const files = query.state.data?.model.files ?? [];
      return files.some((f) => f.analysisStatus === 'pending' || f.analysisStatus === 'running') ? ANALYSIS_POLL_MS : false;
    },
  });
}

export function useModelDetail(modelId: string) {
  return useQuery(modelDetailOptions(modelId));
}
