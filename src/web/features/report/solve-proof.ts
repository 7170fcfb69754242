import { hasLeadingZeroBits, proofInput } from '../../../shared/report-proof';

// Digests run in parallel batches (Web Crypto is asynchronous, one at a time would be slow), and
// the loop yields to the page between batches so typing and the spinner keep moving.
const BATCH = 512;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The first nonce (decimal digits) whose sha256(challenge + nonce) has `bits` leading zero bits (decision 040). */
export async function solveProof(challenge: string, bits: number, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => subtle.digest('SHA-256', proofInput(challenge, String(start + i)) as BufferSource)),
    );
    const found = digests.findIndex((digest) => hasLeadingZeroBits(new Uint8Array(digest), bits));
    if (found >= 0) return String(start + found);
    await yieldToPage();
  }
}
