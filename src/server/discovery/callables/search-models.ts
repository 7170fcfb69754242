import { searchModels } from '../../../shared/contracts/discovery/discovery';
import { searchPublicModels } from '../search-public-models';
import { implement } from '../../callables/implement';

/** Explore is a public surface: it lists public models only, even to their owners and admins. */
export const searchModelsFunction = implement(searchModels, async ({ cursor, through, limit, ...filters }, ctx) =>
  searchPublicModels(ctx.db, filters, { cursor, through, limit }),
);
