import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { StepUpPurpose } from '../../shared/contracts/payouts/step-up';
import type { Tx } from '../db/database';
import { verifications } from '../db/schema';
import { matchEmailedCode, newCodeDigits, NO_LIVE_CODE, storeEmailedCode } from './emailed-codes';
import { lockPayoutSettings } from './payout-settings-view';
import { checkPinCounted, countWrongTry, lockedPinMessage } from './withdrawal-pin';
import type { PinResetDeps } from './withdrawal-pin-reset';

/**
 * Decision 047: a session alone never moves money out of an account or changes where it goes. The
 * withdrawal PIN proves more than the session (checked with the withdrawals' own count of wrong
 * tries); an account without one proves it with a code e-mailed to its own address for that one
 * purpose, which a wrong guess counts against the same lock-out. A code is spent in the action's
 * own transaction, so it confirms one action however many arrive with it.
 */

export type StepUpDeps = PinResetDeps;
export type StepUpProof = { by: 'pin' } | { by: 'code'; codeId: string };

const identifierOf = (purpose: StepUpPurpose, userId: string) => `step-up:${purpose}:${userId}`;

const NEEDS_CODE = 'code: this needs your withdrawal PIN, or, as none is set yet, a code we e-mail you; ask for the code and enter it here';
const PIN_NOW_SET = 'pin: a withdrawal PIN was just set on your account; give it instead of the code';

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * A code for `purpose` to the caller's address; refused when a PIN is set (the PIN is the proof
 * then) and while wrong tries have locked withdrawals.
 */
export async function issueStepUpCode(deps: StepUpDeps, userId: string, purpose: StepUpPurpose): Promise<{ id: string; code: string; expiresAt: Date }> {
  const code = newCodeDigits();
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockPayoutSettings(tx, userId);
    if (row.pinHash) throw new AppError('invalid-argument', 'purpose: your account has a withdrawal PIN; give the PIN instead of asking for a code');
    if (row.pinLockedUntil && row.pinLockedUntil > now) throw new AppError('invalid-argument', lockedPinMessage('code', row.pinLockedUntil));
    return { ...(await storeEmailedCode(tx, deps.payoutKeys, identifierOf(purpose, userId), code, now)), code };
  });
}

/**
 * Checks the proof an action needs, before the action's transaction: the PIN when one is set,
 * else a live code for `purpose`. A wrong PIN or code is counted and committed before the refusal.
 * Call `spendStepUp` in the action's transaction with what this answers.
 */
export async function checkStepUp(deps: StepUpDeps, userId: string, given: { pin?: string | undefined; code?: string | undefined }, purpose: StepUpPurpose): Promise<StepUpProof> {
  if ((await checkPinCounted(deps, userId, given.pin, 'pin')) !== null) return { by: 'pin' };
  if (!given.code) throw new AppError('invalid-argument', NEEDS_CODE);
  const { stored, right } = await matchEmailedCode(deps.db, deps.payoutKeys, identifierOf(purpose, userId), given.code);
  // No live code: nothing to guess at, so nothing is counted (and nothing written).
  if (!stored) throw new AppError('invalid-argument', NO_LIVE_CODE);
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const now = new Date();
    const row = await lockPayoutSettings(tx, userId);
    if (row.pinLockedUntil && row.pinLockedUntil > now) return { ok: false, message: lockedPinMessage('code', row.pinLockedUntil) };
    if (row.pinHash) return { ok: false, message: PIN_NOW_SET };
    const [code] = await tx.select().from(verifications).where(eq(verifications.id, stored.id));
    if (!code || code.expiresAt <= now) return { ok: false, message: NO_LIVE_CODE };
    if (right) return { ok: true };
    const wrong = await countWrongTry(tx, deps.jobs, row, { field: 'code', what: 'code' }, now);
    if (wrong.locked) await tx.delete(verifications).where(eq(verifications.id, code.id));
    return { ok: false, message: wrong.message };
  });
  if (!outcome.ok) throw new AppError('invalid-argument', outcome.message);
  return { by: 'code', codeId: stored.id };
}

/**
 * Spends a code in the action's transaction: two actions sent with one code at once meet on its
 * row, and the second finds it gone and rolls back. A PIN has nothing to spend.
 */
export async function spendStepUp(tx: Tx, proof: StepUpProof): Promise<void> {
  if (proof.by === 'pin') return;
  const spent = await tx.delete(verifications).where(eq(verifications.id, proof.codeId)).returning({ id: verifications.id });
  if (spent.length === 0) throw new AppError('invalid-argument', NO_LIVE_CODE);
}

