import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { getWithdrawalHistoryFunction } from '../payouts';
import type { CallContext } from '../callables/implement';
import type { Services } from '../services';
import { invokeCallable } from './invoke-callable';
import { readSessionUser, toFetchHeaders } from '../auth';

export const WITHDRAWAL_HISTORY_PATH = '/api/web/withdrawal-history';

/**
 * SPEC §7's one REST path: the original's withdrawal-history web function, POST {data:{userId,
 * limit, offset}} answering {data}. It is the getWithdrawalHistory callable under another envelope
 * (the same access, input rules and output shaping, through invokeCallable), so the two cannot
 * drift; errors answer {error} as every API call does, through the app's error handler.
 */
export function registerWithdrawalHistoryRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Body: unknown }>(WITHDRAWAL_HISTORY_PATH, async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new AppError('invalid-argument', 'The request body must be a JSON object: {"data": {userId, limit, offset}}');
    }
    const data = (body as { data?: unknown }).data;
    if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
      throw new AppError('invalid-argument', 'data: must be an object {userId, limit, offset}');
    }
    const extra = Object.keys(body).filter((key) => key !== 'data');
    if (extra.length > 0) throw new AppError('invalid-argument', `${extra.join(', ')}: cannot be set here; send {"data": {userId, limit, offset}}`);
    const ctx: CallContext = {
      ...services,
      log: request.log,
      user: await readSessionUser(services.auth, services.db, request),
      ip: request.ip,
      requestId: request.id,
      headers: toFetchHeaders(request),
      setCookies: () => {
        throw new Error('the withdrawal history sets no cookies');
      },
    };
    // Absent data means the defaults: the caller's own, 20 from the newest.
    return { data: await invokeCallable(getWithdrawalHistoryFunction, data ?? {}, ctx) };
  });
}
