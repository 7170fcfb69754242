import { createHmac, randomInt } from 'node:crypto';

// No 0/O, 1/I/L: the reference is read out of an e-mail and typed back into a support message.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `MM-` and 8 characters: 31⁸ (about 850 billion) references, so a clash is a retry, not a risk. */
export function newReportReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `MM-${code}`;
}

/** A keyed hash of the reporter's IP: enough to see one address behind a flood, without keeping the address. */
export function reporterIpHash(secret: string, ip: string): string {
  const key = createHmac('sha256', secret).update('meshmandi:report-ip:v1').digest();
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
}
