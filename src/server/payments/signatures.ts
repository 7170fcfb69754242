import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures: HMAC-SHA256 in lower-case hex. */
export function hmacHex(secret: string, text: string | Buffer): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/**
 * Compares in constant time, so how long a wrong guess takes says nothing about how close it was.
 * Anything not a 64-digit hex string is simply wrong.
 */
function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The checkout's signature: HMAC of `order_id|payment_id` with the key secret. */
export function checkoutSignatureValid(input: { orderId: string; paymentId: string; signature: unknown }, keySecret: string): boolean {
  return sameSignature(hmacHex(keySecret, `${input.orderId}|${input.paymentId}`), input.signature);
}

/** A webhook's `X-Razorpay-Signature`: HMAC of the raw body, byte for byte, with the webhook secret. */
export function webhookSignatureValid(rawBody: Buffer, signature: unknown, webhookSecret: string): boolean {
  return sameSignature(hmacHex(webhookSecret, rawBody), signature);
}
