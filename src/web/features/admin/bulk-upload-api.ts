import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as B from '../../../shared/contracts/bulk-upload/bulk-upload';
import { callByName } from '../../lib/api-client';

/** Under the registry's 'admin' prefix, beside the other admin keys. */
export const bulkUploadKeys = {
  all: ['admin', 'bulk-upload'] as const,
  list: (status: 'open' | 'all') => ['admin', 'bulk-upload', 'list', status] as const,
  batch: (batchId: string) => ['admin', 'bulk-upload', 'batch', batchId] as const,
};

export function useBulkUploadBatches(status: 'open' | 'all') {
  return useQuery({
    queryKey: bulkUploadKeys.list(status),
    queryFn: () => callByName<typeof B.listBulkUploadBatches>('listBulkUploadBatches', { status, limit: 20 }),
    select: (answer) => answer.batches,
  });
}

export function useBulkUploadBatch(batchId: string) {
  return useQuery({
    queryKey: bulkUploadKeys.batch(batchId),
    queryFn: () => callByName<typeof B.getBulkUploadBatch>('getBulkUploadBatch', { batchId }),
  });
}

export function useCreateBulkUploadBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof B.createBulkUploadBatch>) => callByName<typeof B.createBulkUploadBatch>('createBulkUploadBatch', input),
    onSuccess: (answer) => {
      client.setQueryData(bulkUploadKeys.batch(answer.batch.id), answer);
      void client.invalidateQueries({ queryKey: ['admin', 'bulk-upload', 'list'] });
    },
  });
}

export function attachBulkUploadFile(input: ContractInput<typeof B.attachBulkUploadFile>) {
  return callByName<typeof B.attachBulkUploadFile>('attachBulkUploadFile', input);
}

/** The server's limit per call (BULK_PUBLISH_PER_CALL), kept here so this module needs no zod at run time. */
const PER_CALL = 20;

type PublishAnswer = Awaited<ReturnType<typeof publishOnce>>;

function publishOnce(input: ContractInput<typeof B.publishBulkUploadBatch>) {
  return callByName<typeof B.publishBulkUploadBatch>('publishBulkUploadBatch', input);
}

/**
 * Publishes the chosen rows, or without a choice every ready one, a call's worth at a time until
 * none is left, reporting after each call so the page shows how far it got. `closeBatch` skips
 * what is left once nothing more is ready (the page offers it only then).
 */
export function usePublishBulkUploadBatch(batchId: string, onProgress: (answer: PublishAnswer) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: { itemIds: string[] } | { ready: true } | { closeBatch: true }) => {
      const failed: PublishAnswer['failed'] = [];
      const run = async (input: ContractInput<typeof B.publishBulkUploadBatch>) => {
        const answer = await publishOnce(input);
        onProgress(answer);
        failed.push(...answer.failed);
        return answer;
      };
      if ('itemIds' in choice) {
        for (let i = 0; i < choice.itemIds.length; i += PER_CALL) await run({ batchId, itemIds: choice.itemIds.slice(i, i + PER_CALL) });
      } else if ('ready' in choice) {
        for (;;) {
          const answer = await run({ batchId });
          if (answer.remaining === 0 || answer.published.length === 0) break;
        }
      } else {
        await run({ batchId, skipOthers: true });
      }
      return { failed };
    },
    onSettled: () => client.invalidateQueries({ queryKey: bulkUploadKeys.all }),
  });
}
