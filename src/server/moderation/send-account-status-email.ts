import type { StoredUserStatus } from '../../shared/constants/user-status';
import { accountStatusEmail } from '../mail';
import type { CallContext } from '../callables/implement';

/**
 * After the commit: the person is told through the e-mail delivery path, which retries a mail
 * server's failure until it is delivered (decision 052). Only a failure to write it down at all
 * is logged here: the change stands either way.
 */
export async function sendAccountStatusEmail(ctx: Pick<CallContext, 'mailer' | 'config' | 'log'>, to: string, status: StoredUserStatus, reason: string | null): Promise<void> {
  try {
    await ctx.mailer.send({ to, kind: 'account-status', ...accountStatusEmail({ status, reason, supportEmail: ctx.config.supportEmail }) });
  } catch (error) {
    ctx.log.error({ err: error }, 'sending an account status e-mail failed');
  }
}
