import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, type ErrorBody } from '../../../shared/app-error';
import type { ContractInput, ContractOutput } from '../../../shared/contracts/define-contract';
import type * as M from '../../../shared/contracts/models/models';
import type * as MC from '../../../shared/contracts/storefronts/model-collections';
import type * as S from '../../../shared/contracts/storefronts/storefronts';
import { callByName, refusalFromBody } from '../../lib/api-client';
import { initialFromPage } from '../../lib/page-data';
import { queryKeys } from '../../lib/query-keys';

export type StorefrontAnswer = ContractOutput<typeof S.getCreatorStorefront>;
export type StorefrontInput = ContractInput<typeof S.createCreatorStorefront>;
export type StorefrontAddress = { creatorId: string } | { customUrl: string };

/** The storefront a page shows; the page's HTML carries the first answer (server/http/pages/page-calls.ts). */
export function useStorefront(by: StorefrontAddress) {
  return useQuery({
    queryKey: queryKeys.storefronts.page(by),
    queryFn: () => callByName<typeof S.getCreatorStorefront>('getCreatorStorefront', by),
    retry: (count, error) => !(error instanceof AppError && error.code === 'not-found') && count < 2,
    ...initialFromPage<StorefrontAnswer>('getCreatorStorefront', by),
  });
}

export function useSaveStorefront() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StorefrontInput) => callByName<typeof S.createCreatorStorefront>('createCreatorStorefront', input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.storefronts.all }),
  });
}

export function useCreateModelCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof MC.createModelCollection>) => callByName<typeof MC.createModelCollection>('createModelCollection', input),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: queryKeys.storefronts.all }), client.invalidateQueries({ queryKey: queryKeys.community.allCollections })]),
  });
}

/** The creator's own public models, the ones a storefront may feature or collect (newest first, the first 100). */
export function useMyPublicModels(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.models.mine, 'public-for-storefront'],
    queryFn: async () => (await callByName<typeof M.listMyModels>('listMyModels', { limit: 100 })).models.filter((m) => m.visibility === 'public' && !m.analysisFailed),
    enabled,
  });
}

export interface BannerUrls {
  bannerUrl: string;
  bannerSmallUrl: string;
}

/** POST /api/storefront/banner: the server checks and re-encodes the image and answers its addresses. */
export async function uploadBanner(file: File): Promise<BannerUrls> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/storefront/banner', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new AppError('unavailable', 'Could not reach Meshmandi. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as { result?: BannerUrls; error?: ErrorBody } | null;
  if (response.ok && body?.result) return body.result;
  if (body?.error) throw refusalFromBody(body.error);
  throw new AppError(response.status === 413 ? 'payload-too-large' : 'internal', `The upload failed (the server answered ${response.status}). Please try again.`);
}
