import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LedgerBook } from '../db/schema';
import { handleWebhookEvent, type WebhookBody, webhookSignatureValid } from '../payments';
import type { Services } from '../services';

export const RAZORPAY_WEBHOOK_PATH = '/api/webhooks/razorpay';

/**
 * Razorpay's webhooks (issue 14 item 3). The signature is an HMAC of the body's exact bytes, so the
 * body is kept raw in this route's own scope. The secret that matches says which book the event
 * speaks for. An answer other than 2xx makes Razorpay send the event again, so a failure to
 * process answers 500 and changes nothing that a retry would not finish.
 */
export async function registerRazorpayWebhookRoute(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(RAZORPAY_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      const book = (['live', 'test'] as LedgerBook[]).find((b) => {
        const gateway = services.payments[b];
        return gateway !== undefined && webhookSignatureValid(raw, signature, gateway.webhookSecret);
      });
      if (!book) {
        request.log.warn({ bytes: raw.length }, 'a Razorpay webhook with a wrong or missing signature was refused');
        return reply.status(400).send({ error: { status: 400, code: 'invalid-argument', message: 'Invalid webhook signature' } });
      }
      let body: WebhookBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as WebhookBody;
        if (typeof body !== 'object' || body === null) throw new Error('not an object');
      } catch {
        return reply.status(400).send({ error: { status: 400, code: 'invalid-argument', message: 'The webhook body is not a JSON object' } });
      }
      const header = request.headers['x-razorpay-event-id'];
      // Razorpay always names its events; a body without one is known by its bytes.
      const eventId = typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      const outcome = await handleWebhookEvent({ ...services, log: request.log }, book, eventId, body);
      request.log.info({ eventId, event: body.event, book, outcome }, 'Razorpay webhook handled');
      return reply.status(200).send({ received: true, outcome });
    });
  });
}
