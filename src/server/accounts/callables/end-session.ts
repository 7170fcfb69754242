import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { endSession, SESSION_NOT_FOUND } from '../../../shared/contracts/accounts/security';
import { sessions } from '../../db/schema';
import { implement } from '../../callables/implement';

/**
 * Deletes one of the caller's own sessions: the next request with its cookie finds no session, on
 * any node (sessions live only in the database; better-auth keeps no cookie cache here). Someone
 * else's session id is "not found", whoever asks, admins included: nobody ends another's session.
 */
export const endSessionFunction = implement(endSession, async ({ sessionId }, ctx) => {
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, ctx.user.id)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError('not-found', SESSION_NOT_FOUND);
  return { success: true as const };
});
