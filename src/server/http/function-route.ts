import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import type { CallContext, Implementation } from '../callables/implement';
import type { UserRow } from '../db/schema';
import type { Services } from '../services';
import { checkAccess, invokeCallable, withFailureMessage } from './invoke-callable';
import { readSessionUser, toFetchHeaders } from '../auth';
import { createUserRequestBudget } from './user-request-budget';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: UserRow | null;
  }
}

/**
 * `POST /api/fn/:name` with `{data}` answers `{result}` (DESIGN "The API"). The chain is fixed:
 * session → access → the account's budget over all callables → rate limit (per user, else per IP)
 * → validate → handler → shape the output.
 */
export function registerFunctionRoute(
  app: FastifyInstance,
  services: Services,
  implementations: ReadonlyMap<string, Implementation>,
): void {
  const { config } = services;
  const lookup = (request: FastifyRequest) => implementations.get((request.params as { name: string }).name);
  const userBudget = createUserRequestBudget(services.db, config.userRateLimitPerMinute);

  app.post<{ Params: { name: string }; Body: { data?: unknown } | undefined }>('/api/fn/:name', {
    config: {
      rateLimit: {
        hook: 'preHandler',
        // Reports count per hour: a person files one or two, a flood files hundreds.
        timeWindow: (request: FastifyRequest) => (lookup(request)?.contract.rateLimit === 'report' ? 3_600_000 : 60_000),
        max: (request: FastifyRequest) => {
          const budget = lookup(request)?.contract.rateLimit;
          if (budget === 'report') return config.reportRateLimitPerHour;
          if (budget === 'auth') return config.authRateLimitPerMinute;
          return budget === 'community' ? config.communityRateLimitPerMinute : config.rateLimitPerMinute;
        },
        // The report budget is the IP's even when signed in, so new accounts do not each get another one.
        keyGenerator: (request: FastifyRequest) => {
          const name = (request.params as { name: string }).name;
          if (lookup(request)?.contract.rateLimit === 'report') return `fn:${name}:ip:${request.ip}`;
          return `fn:${name}:${request.sessionUser?.id ?? request.ip}`;
        },
        errorResponseBuilder: (request: FastifyRequest) => {
          const contract = lookup(request)?.contract;
          const tooMany = new AppError(
            'resource-exhausted',
            contract?.rateLimit === 'report' ? 'Too many reports from your network. Please try again in an hour.' : 'Too many requests. Please slow down and try again in a minute.',
          );
          return contract ? (withFailureMessage(contract, tooMany) as AppError) : tooMany;
        },
      },
    },
    preValidation: async (request) => {
      const implementation = lookup(request);
      if (!implementation) throw new AppError('not-found', `Unknown function: ${request.params.name}`);
      request.sessionUser = await readSessionUser(services.auth, services.db, request);
      try {
        checkAccess(implementation.contract, request.sessionUser);
        // Every callable together, per account (issue 27 item 15), before the callable's own budget.
        if (request.sessionUser) await userBudget.charge(request.sessionUser.id);
      } catch (error) {
        throw withFailureMessage(implementation.contract, error);
      }
    },
    handler: async (request, reply) => {
      const implementation = lookup(request)!;
      const body = request.body;
      if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
        throw withFailureMessage(implementation.contract, new AppError('invalid-argument', 'The request body must be a JSON object: {"data": …}'));
      }
      const ctx: CallContext = {
        ...services,
        log: request.log,
        user: request.sessionUser ?? null,
        ip: request.ip,
        requestId: request.id,
        headers: toFetchHeaders(request),
        setCookies: (cookies) => void reply.header('set-cookie', cookies),
      };
      return { result: await invokeCallable(implementation, body?.data ?? undefined, ctx) };
    },
  });
}
