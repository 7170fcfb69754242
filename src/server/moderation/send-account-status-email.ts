import type { StoredUserStatus } from '../../shared/constants/user-status';
import { accountStatusEmail } from '../mail';
import type { CallContext } from '../functions/implement';

/** After the commit: the person is told; a lost e-mail does not undo the change (it is logged). */
export async function sendAccountStatusEmail(ctx: Pick<CallContext, 'mailer' | 'config' | 'log'>, to: string, status: StoredUserStatus, reason: string | null): Promise<void> {
  try {
    await ctx.mailer.send({ to, kind: 'account-status', ...accountStatusEmail({ status, reason, supportEmail: ctx.config.supportEmail }) });
  } catch (error) {
    ctx.log.error({ err: error }, 'sending an account status e-mail failed');
  }
}
