import { useQuery } from '@tanstack/react-query';
import type { getModel } from '../../../../shared/contracts/models/models';
import { callByName } from '../../../lib/api-client';
import { initialFromPage } from '../../../lib/page-data';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { modelKeys } from './model-query-keys';

const ANALYSIS_POLL_MS = 3000;

/** One model with its files and creator. While the server is still measuring a file, it asks again every few seconds. */
export function useModelDetail(modelId: string) {
  return useQuery({
    queryKey: modelKeys.detail(modelId),
    queryFn: () => callByName<typeof getModel>('getModel', { modelId }),
    // "Model not found" is an answer, not a hiccup: asking again would only repeat the 404.
    retry: false,
    // What the page brought is as fresh as a fetch: no second request on arrival.
    staleTime: 30_000,
    ...initialFromPage<ContractOutput<typeof getModel>>('getModel', { modelId }),
    refetchInterval: (query) => {
      const files = query.state.data?.model.files ?? [];
      return files.some((f) => f.analysisStatus === 'pending' || f.analysisStatus === 'running') ? ANALYSIS_POLL_MS : false;
    },
  });
}
