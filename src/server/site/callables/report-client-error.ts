import { reportClientError } from '../../../shared/contracts/site/site-info';
import { implement } from '../../callables/implement';

/** Browser errors land in the server log (warn), tagged so admins can search for them. */
export const reportClientErrorFunction = implement(reportClientError, async (input, ctx) => {
  ctx.log.warn({ clientError: input, userId: ctx.user?.id ?? null, requestId: ctx.requestId }, 'client error');
  return { received: true as const };
});
