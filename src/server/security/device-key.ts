import { createHmac, randomBytes } from 'node:crypto';
import { DEVICE_COOKIE } from './security-rules';

const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** The device id the request's cookies carry, or null when none (or one we did not make). */
export function readDeviceId(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return ID_SHAPE.test(value) ? value : null;
  }
  return null;
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

const subKeys = new Map<string, Buffer>();

/**
 * What sign_ins keeps of a device id: an HMAC under a key narrowed from the auth secret (shared by
 * every node, like the visitor keys of decision 020), so the same browser has the same key on any
 * node, and a database reader learns nothing that would let them pose as the browser.
 */
export function deviceKeyOf(secret: string, deviceId: string): string {
  let key = subKeys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('meshmandi:device-key:v1').digest();
    subKeys.set(secret, key);
  }
  return createHmac('sha256', key).update(deviceId).digest('hex').slice(0, 32);
}
