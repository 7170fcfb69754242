import type { ContractInput } from '../../../../shared/contracts/define-contract';
import { updateModel as updateModelContract } from '../../../../shared/contracts/models/models';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { callFunction } from '../../../lib/api-client';

/** Saves a model's details, previews and files (new uploads by their upload ids). */
export async function updateModel(input: ContractInput<typeof updateModelContract>): Promise<ModelDetail> {
  return (await callFunction(updateModelContract, input)).model;
}
