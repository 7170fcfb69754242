import { createHash } from 'node:crypto';
import { hasLeadingZeroBits } from '../../shared/report-proof';

/**
 * The nonce a browser would find, found in Node; for tests and scripts that file reports. The
 * challenge is hashed once and the state copied for each nonce: the same digest as proofInput's
 * (the challenge's UTF-8 then the nonce's), at a fraction of the cost of 65,536 fresh hashes.
 */
export function solveReportProof(challenge: string, bits: number): string {
  const prefix = createHash('sha256').update(challenge, 'utf8');
  for (let nonce = 0; ; nonce++) {
    const digest = prefix.copy().update(String(nonce), 'latin1').digest();
    if (hasLeadingZeroBits(digest, bits)) return String(nonce);
  }
}
