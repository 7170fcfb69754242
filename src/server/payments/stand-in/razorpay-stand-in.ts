import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../signatures';
import { apiError, nowSeconds, razorpayId, webhookEvent, type OrderEntity, type PaymentEntity, type RefundEntity, type StandInMode } from './stand-in-entities';
import { standInCheckoutScript } from './stand-in-checkout-script';
import { createWebhookSender, type WebhookSender } from './stand-in-webhooks';
import { createPayoutStandIn, type PayoutStandIn, type PayoutStandInKeys } from './stand-in-payouts';

export interface StandInKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export type PayOutcome = { outcome: 'captured' | 'authorized'; vpa?: string } | { outcome: 'failed'; description?: string | null };

export type CheckoutAnswer =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { error: { code: string; description: string | null; reason: string; metadata: { order_id: string; payment_id: string } } };

export interface RazorpayStandIn {
  /** The API's base URL, for RAZORPAY_API_URL. */
  url: string;
  keys: Partial<Record<StandInMode, StandInKeys>>;
  orders: Map<string, OrderEntity>;
  payments: Map<string, PaymentEntity>;
  refunds: Map<string, RefundEntity>;
  /** The options each browser checkout was opened with (from the stand-in's checkout.js), in order. */
  checkouts: Record<string, unknown>[];
  /** The stand-in's checkout.js, for RAZORPAY_CHECKOUT_URL. */
  checkoutScriptUrl: string;
  /** Every API request, in order: the method, the path, the key it came with and the body. */
  requests: { method: string; path: string; keyId: string | null; body: unknown }[];
  webhooks: WebhookSender;
  /** RazorpayX (contacts, fund accounts, validations, payouts and their webhooks) when started with `payouts` keys. */
  payouts: PayoutStandIn | undefined;
  /** The payer in the checkout: pays an order and answers what the checkout hands the page. */
  pay(orderId: string, how?: PayOutcome): CheckoutAnswer;
  /** A refund made from Razorpay's dashboard, not through the API. */
  refund(paymentId: string, amount?: number): RefundEntity;
  /** The next `times` requests to a path that starts with `pathPrefix` answer this status and description. */
  failNext(pathPrefix: string, status: number, description: string, times?: number): void;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for the parts of Razorpay's API we call (orders, payments, capture, refunds),
 * with Basic auth by key, Razorpay's error shapes, checkout signatures and signed webhooks that a
 * test can send late, twice, out of order or never. The official SDK is pointed at it by URL.
 */
export async function startRazorpayStandIn(options: { keys: Partial<Record<StandInMode, StandInKeys>>; webhookUrl?: string; payouts?: PayoutStandInKeys }): Promise<RazorpayStandIn> {
  const orders = new Map<string, OrderEntity>();
  const payments = new Map<string, PaymentEntity>();
  const refunds = new Map<string, RefundEntity>();
  const requests: RazorpayStandIn['requests'] = [];
  const checkouts: Record<string, unknown>[] = [];
  const failures: { pathPrefix: string; status: number; description: string; times: number }[] = [];
  const modeOf = new Map<string, StandInMode>();
  const webhooks = createWebhookSender(options.keys, options.webhookUrl);
  const payouts = options.payouts && createPayoutStandIn(options.payouts);

  const modeOfKey = (header: string | undefined): StandInMode | null => {
    const [scheme, encoded] = (header ?? '').split(' ');
    if (scheme !== 'Basic' || !encoded) return null;
    const [id, secret] = Buffer.from(encoded, 'base64').toString().split(':');
    for (const [mode, keys] of Object.entries(options.keys) as [StandInMode, StandInKeys][]) if (keys.keyId === id && keys.keySecret === secret) return mode;
    return null;
  };

  function capture(payment: PaymentEntity, mode: StandInMode) {
    payment.status = 'captured';
    payment.captured = true;
    const order = orders.get(payment.order_id)!;
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    webhooks.emit(webhookEvent(mode, 'payment.captured', { payment }));
    webhooks.emit(webhookEvent(mode, 'order.paid', { payment, order }));
  }

  function refundPayment(payment: PaymentEntity, amount: number): RefundEntity {
    const refund: RefundEntity = { id: razorpayId('rfnd'), entity: 'refund', amount, currency: payment.currency, payment_id: payment.id, notes: {}, status: 'processed', created_at: nowSeconds() };
    refunds.set(refund.id, refund);
    modeOf.set(refund.id, modeOf.get(payment.id)!);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    const mode = modeOf.get(payment.id)!;
    webhooks.emit(webhookEvent(mode, 'refund.created', { refund, payment }));
    webhooks.emit(webhookEvent(mode, 'refund.processed', { refund, payment }));
    return refund;
  }

  type Answer = [number, unknown];
  const route = (method: string, path: string, body: Record<string, unknown>, mode: StandInMode): Answer => {
    const mine = <T extends { id: string }>(map: Map<string, T>, id: string | undefined): T | undefined => {
      const found = id ? map.get(id) : undefined;
      return found && modeOf.get(found.id) === mode ? found : undefined;
    };
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = body;
      if (!Number.isInteger(amount) || (amount as number) < 100) return [400, apiError('The amount must be atleast INR 1.00', 'amount')];
      if (currency !== 'INR') return [400, apiError('Currency is not supported', 'currency')];
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) return [400, apiError('receipt: the length must be no greater than 40.', 'receipt')];
      const noteEntries = Object.entries((notes as Record<string, unknown>) ?? {});
      if (noteEntries.length > 15 || noteEntries.some(([, v]) => typeof v !== 'string' || v.length > 256)) return [400, apiError('notes: at most 15 keys of at most 256 characters', 'notes')];
      const order: OrderEntity = {
        id: razorpayId('order'), entity: 'order', amount: amount as number, amount_paid: 0, amount_due: amount as number, currency, receipt: (receipt as string) ?? null,
        status: 'created', attempts: 0, notes: Object.fromEntries(noteEntries) as Record<string, string>, created_at: nowSeconds(),
      };
      orders.set(order.id, order);
      modeOf.set(order.id, mode);
      return [200, order];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)$/))) {
      const order = mine(orders, m[1]);
      return order ? [200, order] : [400, apiError('The id provided does not exist', 'id')];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      const order = mine(orders, m[1]);
      if (!order) return [400, apiError('The id provided does not exist', 'id')];
      const items = [...payments.values()].filter((p) => p.order_id === order.id);
      return [200, { entity: 'collection', count: items.length, items }];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payments\/([^/]+)$/))) {
      const payment = mine(payments, m[1]);
      return payment ? [200, payment] : [400, apiError('The id provided does not exist', 'id')];
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/capture$/))) {
      const payment = mine(payments, m[1]);
      if (!payment) return [400, apiError('The id provided does not exist', 'id')];
      if (payment.status !== 'authorized') return [400, apiError('This payment has already been captured')];
      if (body.amount !== payment.amount) return [400, apiError('Capture amount must be equal to the amount authorized', 'amount')];
      capture(payment, mode);
      return [200, payment];
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = mine(payments, m[1]);
      if (!payment) return [400, apiError('The id provided does not exist', 'id')];
      if (!payment.captured) return [400, apiError('The payment has not been captured')];
      const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100 || (amount as number) > payment.amount - payment.amount_refunded) {
        return [400, apiError('The refund amount provided is greater than amount captured', 'amount')];
      }
      return [200, refundPayment(payment, amount as number)];
    }
    return [404, apiError('The requested URL was not found on the server.')];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const raw = Buffer.concat(chunks).toString();
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      // The browser's side (checkout.js and its pay call) has no API key, as Razorpay's does not.
      if (path === '/v1/checkout.js' || path === '/v1/checkout/pay') {
        const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
        if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
        if (path === '/v1/checkout.js') return void res.writeHead(200, { ...cors, 'content-type': 'application/javascript' }).end(standInCheckoutScript(standIn.url));
        const options = (body.options ?? {}) as Record<string, unknown>;
        checkouts.push(options);
        const outcome = body.outcome === 'captured' ? { outcome: 'captured' as const } : { outcome: 'failed' as const, description: body.outcome === 'failed' ? 'Payment declined by the stand-in payer' : null };
        const known = typeof options.order_id === 'string' && orders.has(options.order_id) && Object.values(keysByMode()).some((k) => k.keyId === options.key);
        if (!known) return void res.writeHead(400, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(apiError('Unknown order or key')));
        return void res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(standIn.pay(options.order_id as string, outcome)));
      }
      // RazorpayX's paths answer to its own keys (and the same failNext).
      const payoutFailure = payouts && failures.find((f) => path.startsWith(f.pathPrefix) && f.times > 0);
      const payoutAnswer = payouts && (payoutFailure ? null : payouts.answer(req.method ?? 'GET', path, body, req.headers));
      if (payoutFailure && /^\/v1\/(contacts|fund_accounts|payouts)/.test(path)) {
        payoutFailure.times -= 1;
        return void res.writeHead(payoutFailure.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: payoutFailure.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description: payoutFailure.description } }));
      }
      if (payoutAnswer) return void res.writeHead(payoutAnswer[0], { 'content-type': 'application/json' }).end(JSON.stringify(payoutAnswer[1]));
      const mode = modeOfKey(req.headers.authorization);
      requests.push({ method: req.method ?? 'GET', path, keyId: mode ? options.keys[mode]!.keyId : null, body });
      const failure = failures.find((f) => path.startsWith(f.pathPrefix) && f.times > 0);
      let answer: Answer;
      if (!mode) answer = [401, apiError('Authentication failed')];
      else if (failure) {
        failure.times -= 1;
        answer = [failure.status, { error: { code: failure.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description: failure.description } }];
      } else answer = route(req.method ?? 'GET', path, body, mode);
      res.writeHead(answer[0], { 'content-type': 'application/json' }).end(JSON.stringify(answer[1]));
    });
  });
  const keysByMode = () => options.keys as Record<string, StandInKeys>;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: RazorpayStandIn = {
    url,
    checkouts,
    checkoutScriptUrl: `${url}/v1/checkout.js`,
    keys: options.keys,
    orders,
    payments,
    refunds,
    requests,
    webhooks,
    payouts,
    pay(orderId, how = { outcome: 'captured' }) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stand-in has no order ${orderId}`);
      const mode = modeOf.get(orderId)!;
      const failed = how.outcome === 'failed';
      const payment: PaymentEntity = {
        id: razorpayId('pay'), entity: 'payment', amount: order.amount, currency: order.currency, status: failed ? 'failed' : 'authorized', order_id: order.id,
        method: 'upi', vpa: 'vpa' in how && how.vpa ? how.vpa : 'success@razorpay', captured: false, amount_refunded: 0, refund_status: null,
        description: null, email: 'payer@example.com', contact: '+919000000000', notes: { ...order.notes },
        error_code: failed ? 'BAD_REQUEST_ERROR' : null, error_description: failed ? (how.description ?? null) : null, error_reason: failed ? 'payment_failed' : null,
        created_at: nowSeconds(),
      };
      payments.set(payment.id, payment);
      modeOf.set(payment.id, mode);
      order.attempts += 1;
      if (order.status === 'created') order.status = 'attempted';
      if (failed) {
        webhooks.emit(webhookEvent(mode, 'payment.failed', { payment }));
        return { error: { code: 'BAD_REQUEST_ERROR', description: payment.error_description, reason: 'payment_failed', metadata: { order_id: order.id, payment_id: payment.id } } };
      }
      webhooks.emit(webhookEvent(mode, 'payment.authorized', { payment }));
      if (how.outcome === 'captured') capture(payment, mode);
      return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: hmacHex(options.keys[mode]!.keySecret, `${order.id}|${payment.id}`) };
    },
    refund(paymentId, amount) {
      const payment = payments.get(paymentId);
      if (!payment?.captured) throw new Error(`the stand-in has no captured payment ${paymentId}`);
      return refundPayment(payment, amount ?? payment.amount - payment.amount_refunded);
    },
    failNext(pathPrefix, status, description, times = 1) {
      failures.push({ pathPrefix, status, description, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
