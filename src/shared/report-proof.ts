/**
 * The report form's proof-of-work rule (decision 040), shared so the browser solves exactly what
 * the server checks: sha256 of the challenge followed by the nonce's decimal digits must start with
 * `bits` zero bits.
 */
export function proofInput(challenge: string, nonce: string): Uint8Array {
  return new TextEncoder().encode(`${challenge}${nonce}`);
}

export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let i = 0; i < whole; i++) if (digest[i] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || (digest[whole]! >> (8 - rest)) === 0;
}
