import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listModelActivity as listModelActivityContract } from '../../../../shared/contracts/community/model-activity';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 10;

export type ModelActivityPage = ContractOutput<typeof listModelActivityContract>;

export function listModelActivity(cursor: string | null): Promise<ModelActivityPage> {
  return callByName<typeof listModelActivityContract>('listModelActivity', { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** What others did on the signed-in creator's models, newest first, a page at a time. */
export function useModelActivity() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.community.activity,
      queryFn: ({ pageParam }) => listModelActivity(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
