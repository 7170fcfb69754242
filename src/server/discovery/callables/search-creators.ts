import { searchCreators } from '../../../shared/contracts/discovery/search-creators';
import { findCreators } from '../search-creators';
import { implement } from '../../callables/implement';

/** Explore's row of creators: public, like the models under it; the caller's follows are theirs alone. */
export const searchCreatorsFunction = implement(searchCreators, async ({ q }, ctx) => ({ creators: await findCreators(ctx.db, q, ctx.user?.id ?? null) }));
