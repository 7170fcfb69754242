import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webhookSignatureValid } from '../payments';
import { handlePayoutEvent, type PayoutWebhookBody } from '../payouts';
import type { Services } from '../services';

export const RAZORPAYX_WEBHOOK_PATH = '/api/webhooks/razorpayx';

/**
 * RazorpayX's payout webhooks (issue 15 item 5): payout.processed, payout.failed, payout.rejected and
 * payout.reversed. The HMAC covers the body's exact bytes, so the body is kept raw in this route's
 * own scope and compared in constant time. Without RazorpayX keys there is no secret and every
 * call is refused: built-in test payouts reach the handler through a job, never over HTTP. A
 * failure answers 500 so RazorpayX sends the event again.
 */
export async function registerRazorpayXWebhookRoute(app: FastifyInstance, services: Services): Promise<void> {
  const secret = services.config.payouts.razorpayx?.webhookSecret;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(RAZORPAYX_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!secret || !webhookSignatureValid(raw, request.headers['x-razorpay-signature'], secret)) {
        request.log.warn({ bytes: raw.length }, 'a RazorpayX webhook with a wrong or missing signature was refused');
        return reply.status(400).send({ error: { status: 400, code: 'invalid-argument', message: 'Invalid webhook signature' } });
      }
      let body: PayoutWebhookBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as PayoutWebhookBody;
        if (typeof body !== 'object' || body === null) throw new Error('not an object');
      } catch {
        return reply.status(400).send({ error: { status: 400, code: 'invalid-argument', message: 'The webhook body is not a JSON object' } });
      }
      const header = request.headers['x-razorpay-event-id'];
      // RazorpayX always names its events; a body without one is known by its bytes.
      const eventId = typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      const outcome = await handlePayoutEvent({ ...services, log: request.log }, eventId, body);
      request.log.info({ eventId, event: body.event, outcome }, 'RazorpayX webhook handled');
      return reply.status(200).send({ received: true, outcome });
    });
  });
}
