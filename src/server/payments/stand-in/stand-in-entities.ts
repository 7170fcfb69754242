import { razorpayId } from '../razorpay-ids';

export { razorpayId };

/** The shapes of Razorpay's API as the stand-in keeps and answers them (the fields we read, and a few more). */

export type StandInMode = 'live' | 'test';

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  vpa: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  status: 'processed';
  created_at: number;
}

export interface WebhookEvent {
  /** Sent as the X-Razorpay-Event-Id header, as Razorpay does. */
  id: string;
  mode: StandInMode;
  body: {
    entity: 'event';
    account_id: string;
    event: string;
    contains: string[];
    payload: Record<string, { entity: unknown }>;
    created_at: number;
  };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function webhookEvent(mode: StandInMode, event: string, payload: Record<string, unknown>): WebhookEvent {
  const wrapped = Object.fromEntries(Object.entries(payload).map(([name, entity]) => [name, { entity: structuredClone(entity) }]));
  return {
    id: razorpayId('evt'),
    mode,
    body: { entity: 'event', account_id: 'acc_StandIn0000001', event, contains: Object.keys(payload), payload: wrapped, created_at: nowSeconds() },
  };
}

/** Razorpay's error answer: `{error: {code, description, field?, …}}`. */
export function apiError(description: string, field?: string) {
  return { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, ...(field ? { field } : {}) } };
}
