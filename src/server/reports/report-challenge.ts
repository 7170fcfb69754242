import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REPORT_CHALLENGE_MINUTES, REPORT_PROOF_BITS } from '../../shared/constants/report-rules';
import { hasLeadingZeroBits, proofInput } from '../../shared/report-proof';

export interface IssuedChallenge {
  challenge: string;
  bits: number;
  expiresAt: Date;
}

/** Why a proof was refused, in the words the form shows next to its submit button. */
export type ProofProblem = 'not valid' | 'expired' | 'not solved';

/**
 * A key of its own, derived from the server's auth secret (the same on every node) with this
 * purpose's label, so a challenge can never pass for an unsubscribe link or a session.
 */
function keyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('meshmandi:report-challenge:v1').digest();
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', keyFrom(secret)).update(payload).digest('base64url');
}

/** `{id}.{expires ms}.{bits}.{signature}`: everything the check needs travels in it, so nothing is stored until it is spent. */
export function issueReportChallenge(secret: string, now = new Date(), bits = REPORT_PROOF_BITS): IssuedChallenge {
  const expiresAt = new Date(now.getTime() + REPORT_CHALLENGE_MINUTES * 60_000);
  const payload = `${randomBytes(16).toString('base64url')}.${expiresAt.getTime()}.${bits}`;
  return { challenge: `${payload}.${signature(secret, payload)}`, bits, expiresAt };
}

const SHAPE = /^([A-Za-z0-9_-]{22})\.([0-9]{13})\.([0-9]{1,2})\.([A-Za-z0-9_-]{43})$/;

/** The challenge's id when it is this server's, unexpired, and the nonce does the work it asks; else why not. */
export function checkReportProof(secret: string, challenge: string, nonce: string, now = new Date()): { id: string } | { problem: ProofProblem } {
  const match = SHAPE.exec(challenge);
  if (!match) return { problem: 'not valid' };
  const [, id = '', expires = '', bits = '', given = ''] = match;
  const expected = signature(secret, `${id}.${expires}.${bits}`);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return { problem: 'not valid' };
  if (Number(expires) <= now.getTime()) return { problem: 'expired' };
  // Never less than today's difficulty, whatever an old signed challenge says.
  const needed = Math.max(Number(bits), REPORT_PROOF_BITS);
  const digest = createHash('sha256').update(proofInput(challenge, nonce)).digest();
  if (!hasLeadingZeroBits(digest, needed)) return { problem: 'not solved' };
  return { id };
}
