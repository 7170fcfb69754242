import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { getTipHistory } from '../../../shared/contracts/payments/tips';
import { readTipHistory } from '../read-tip-history';
import { implement } from '../../callables/implement';

/** SPEC §7's tip history: the caller's own, or anyone's for an admin. */
export const getTipHistoryFunction = implement(getTipHistory, async (input, ctx) => {
  const userId = input.userId ?? ctx.user.id;
  if (userId !== ctx.user.id && !isAdminUser(ctx.user)) throw new AppError('permission-denied', 'You can only see your own tips');
  return readTipHistory(ctx.db, ctx.user, { ...input, userId });
});
