import { createHash } from 'node:crypto';
import { hasLeadingZeroBits, proofInput } from '../../shared/report-proof';

/** The nonce a browser would find, found in Node; for tests and scripts that file reports. */
export function solveReportProof(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(proofInput(challenge, String(nonce))).digest();
    if (hasLeadingZeroBits(digest, bits)) return String(nonce);
  }
}
