import { hmacHex } from '../signatures';
import type { StandInMode, WebhookEvent } from './stand-in-entities';

/** What the stand-in does with a webhook when it happens: send it at once, keep it for the test to send, or drop it. */
export type WebhookPolicy = 'immediate' | 'hold' | 'never';

export interface Delivery {
  eventId: string;
  event: string;
  /** The HTTP status our server answered, or 0 when it could not be reached. */
  status: number;
}

export interface WebhookSender {
  policy: WebhookPolicy;
  /** Where webhooks go (our /api/webhooks/razorpay). */
  target: string | undefined;
  /** Every event that happened, sent or not, in order. */
  events: WebhookEvent[];
  /** Events kept back under the 'hold' policy, not yet sent. */
  held: WebhookEvent[];
  deliveries: Delivery[];
  emit(event: WebhookEvent): void;
  /** Sends one event, signed with its mode's webhook secret (or `secret` to forge one), `times` times in a row. */
  deliver(event: WebhookEvent, options?: { times?: number; secret?: string }): Promise<number[]>;
  /** Sends the held events, oldest first or newest first, and forgets them. */
  deliverHeld(order?: 'oldest-first' | 'newest-first'): Promise<void>;
  /** Sends again every event whose last delivery was not answered with 2xx, as Razorpay retries. */
  retryFailed(): Promise<void>;
  /** Waits for the deliveries already started under the 'immediate' policy. */
  settled(): Promise<void>;
}

export function createWebhookSender(keys: Partial<Record<StandInMode, { webhookSecret: string }>>, target: string | undefined): WebhookSender {
  const inFlight = new Set<Promise<unknown>>();
  const sender: WebhookSender = {
    policy: 'immediate',
    target,
    events: [],
    held: [],
    deliveries: [],
    emit(event) {
      sender.events.push(event);
      if (sender.policy === 'hold') sender.held.push(event);
      if (sender.policy !== 'immediate' || !sender.target) return;
      const sending = sender.deliver(event).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async deliver(event, options = {}) {
      const raw = JSON.stringify(event.body);
      const secret = options.secret ?? keys[event.mode]!.webhookSecret;
      const statuses: number[] = [];
      for (let i = 0; i < (options.times ?? 1); i++) {
        let status: number;
        try {
          const answer = await fetch(`${sender.target}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, raw), 'x-razorpay-event-id': event.id, 'user-agent': 'Razorpay-Webhook/v1' },
            body: raw,
          });
          await answer.arrayBuffer();
          status = answer.status;
        } catch {
          status = 0;
        }
        sender.deliveries.push({ eventId: event.id, event: event.body.event, status });
        statuses.push(status);
      }
      return statuses;
    },
    async deliverHeld(order = 'oldest-first') {
      const batch = order === 'oldest-first' ? [...sender.held] : [...sender.held].reverse();
      sender.held = [];
      for (const event of batch) await sender.deliver(event);
    },
    async retryFailed() {
      const last = new Map<string, number>();
      for (const d of sender.deliveries) last.set(d.eventId, d.status);
      const again = sender.events.filter((e) => last.has(e.id) && (last.get(e.id)! < 200 || last.get(e.id)! >= 300));
      for (const event of again) await sender.deliver(event);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  return sender;
}
