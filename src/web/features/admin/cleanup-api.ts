import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as C from '../../../shared/contracts/accounts/cleanup';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import { callByName } from '../../lib/api-client';

const cleanupKeys = { all: ['admin', 'cleanup'] as const, preview: (days: number) => ['admin', 'cleanup', days] as const };

/** The dry run: read when the page opens and again after every run, never cached between visits. */
export function useCleanupPreview(unverifiedDays: number) {
  return useQuery({
    queryKey: cleanupKeys.preview(unverifiedDays),
    queryFn: () => callByName<typeof C.previewCleanup>('previewCleanup', { unverifiedDays }),
    staleTime: 0,
  });
}

export function useRunCleanup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof C.runCleanup>) => callByName<typeof C.runCleanup>('runCleanup', input),
    onSettled: () => client.invalidateQueries({ queryKey: cleanupKeys.all }),
  });
}
