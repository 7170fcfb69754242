import { getSession } from '../../../shared/contracts/accounts/profile';
import { implement } from '../../callables/implement';
import { toOwnAccount } from './profile-mappers';

export const getSessionFunction = implement(getSession, async (_input, ctx) => ({
  account: ctx.user ? toOwnAccount(ctx.user) : null,
}));
