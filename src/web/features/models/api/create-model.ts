import type { ContractInput } from '../../../../shared/contracts/define-contract';
import { createModel as createModelContract } from '../../../../shared/contracts/models/models';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { callFunction } from '../../../lib/api-client';

/** Publishes a model from files and images already uploaded (their upload ids). */
export async function createModel(input: ContractInput<typeof createModelContract>): Promise<ModelDetail> {
  return (await callFunction(createModelContract, input)).model;
}
