import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { escapeHtml } from '../mail';
import type { IpRules } from '../security';

export const BLOCKED_MESSAGE = 'Access from your network has been blocked.';

/**
 * The first hook of every request, before rate limits, sessions and routes: a blocked address gets
 * 403 and nothing else is done for it. API callers get the usual JSON error; a browser a short page.
 */
export function registerIpGate(app: FastifyInstance, rules: IpRules, supportEmail: string): void {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blocked · Meshmandi</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(BLOCKED_MESSAGE)}</h1><p>If you think this is a mistake, write to ${escapeHtml(supportEmail)}.</p></body></html>`;
  app.addHook('onRequest', async (request, reply) => {
    if (rules.verdict(request.ip) !== 'blocked') return;
    if (request.url.startsWith('/api/')) throw new AppError('permission-denied', `${BLOCKED_MESSAGE} If you think this is a mistake, write to ${supportEmail}.`);
    return reply.code(403).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
