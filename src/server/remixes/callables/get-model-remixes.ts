import { getModelRemixes } from '../../../shared/contracts/remixes/remixes';
import { REMIX_SOURCES_MAX } from '../../../shared/constants/remix-rules';
import { loadModelFor } from '../../policies';
import { implement } from '../../callables/implement';
import { countVisibleRemixes, linkedCards } from '../remix-cards';

/** The model page's "Remixed from" and "Remixes": only models the caller may see, on a model they may see. */
export const getModelRemixesFunction = implement(getModelRemixes, async ({ modelId, limit }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const [sources, remixes, remixCount] = await Promise.all([
    linkedCards(ctx.db, ctx.user, [model.id], 'sources', REMIX_SOURCES_MAX),
    linkedCards(ctx.db, ctx.user, [model.id], 'remixes', limit),
    countVisibleRemixes(ctx.db, ctx.user, model.id),
  ]);
  return { sources: sources.map(({ card }) => card), remixes: remixes.map(({ card }) => card), remixCount };
});
