import type { setRemixSources } from '../../../../shared/contracts/remixes/remixes';
import { callByName, errorMessage } from '../../../lib/api-client';

/** What the model page says when a published model's sources could not be linked (router state). */
export interface RemixSourcesNotice {
  remixSourcesProblem: string;
}

/**
 * Links a model just published to the models it remixes. The model stands either way: a source the
 * server refuses (a licence forbidding derivatives, a private model) is named on the model's page,
 * where the creator can add the others.
 */
export async function declareRemixSources(modelId: string, sourceIds: string[]): Promise<RemixSourcesNotice | undefined> {
  if (sourceIds.length === 0) return undefined;
  try {
    await callByName<typeof setRemixSources>('setRemixSources', { modelId, sourceIds });
    return undefined;
  } catch (error) {
    return { remixSourcesProblem: errorMessage(error) };
  }
}
