import { getMyAccount } from '../../../shared/contracts/accounts/profile';
import { implement } from '../../callables/implement';
import { toOwnAccount } from './profile-mappers';

export const getMyAccountFunction = implement(getMyAccount, async (_input, ctx) => ({ account: toOwnAccount(ctx.user) }));
