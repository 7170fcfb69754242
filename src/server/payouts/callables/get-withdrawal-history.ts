import { getWithdrawalHistory } from '../../../shared/contracts/payouts/withdrawals';
import { readWithdrawalHistory } from '../withdrawal-history';
import { implement } from '../../callables/implement';

/** SPEC §7's getWithdrawalHistory (userId, limit 20, offset 0); the web function POST /api/web/withdrawal-history calls this same callable. */
export const getWithdrawalHistoryFunction = implement(getWithdrawalHistory, async (input, ctx) => readWithdrawalHistory(ctx.db, ctx.user, input));
