import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 letters or digits (`order_N3jQ1u8x0Ab9Zc`). */
export function razorpayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'disp'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
