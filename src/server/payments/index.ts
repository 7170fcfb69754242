/**
 * The payments domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { createBuiltInGateway } from './built-in-gateway';
export { tipsCallables } from './callables';
export { handleWebhookEvent } from './handle-webhook-event';
export type { WebhookBody } from './handle-webhook-event';
export { createPaymentGateways } from './payment-gateway';
export type { PaymentGateways } from './payment-gateway';
export { RazorpayEnv, paymentsConfigFrom } from './payments-config';
export type { PaymentsConfig } from './payments-config';
export { sendTipReceipts } from './send-tip-receipts';
export { webhookSignatureValid } from './signatures';
export { testCheckoutWebhookQueue } from './test-checkout-webhooks';
export { tipsCsvLines } from './tips-csv';
export { PAYMENTS_EVENTS } from './events';
export { PAYMENTS_CONSUMERS } from './event-consumers';
