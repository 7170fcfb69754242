import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasLeadingZeroBits, proofInput } from '../../../shared/report-proof';
import { solveProof } from './solve-proof';

describe('solveProof', () => {
  it('finds the first nonce the server accepts, with Web Crypto', async () => {
    const challenge = 'abc.1900000000000.12.sig';
    const nonce = await solveProof(challenge, 12);
    expect(hasLeadingZeroBits(createHash('sha256').update(proofInput(challenge, nonce)).digest(), 12)).toBe(true);
    for (let earlier = 0; earlier < Number(nonce); earlier++) {
      expect(hasLeadingZeroBits(createHash('sha256').update(proofInput(challenge, String(earlier))).digest(), 12)).toBe(false);
    }
  });

  it('counts zero bits across byte boundaries', () => {
    expect(hasLeadingZeroBits(new Uint8Array([0, 0b0001_1111]), 11)).toBe(true);
    expect(hasLeadingZeroBits(new Uint8Array([0, 0b0001_1111]), 12)).toBe(false);
    expect(hasLeadingZeroBits(new Uint8Array([0, 0, 1]), 16)).toBe(true);
  });
});
