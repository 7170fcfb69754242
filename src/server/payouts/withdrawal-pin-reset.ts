import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { Db, Tx } from '../db/database';
import { payoutSettings, verifications } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { maskIp, summarizeUserAgent } from '../security';
import { matchEmailedCode, newCodeDigits, NO_LIVE_CODE, storeEmailedCode, withdrawEmailedCode } from './emailed-codes';
import type { PayoutKeys } from './payout-keys';
import { countWrongTry, hashWithdrawalPin, lockedPinMessage } from './withdrawal-pin';

/**
 * A forgotten withdrawal PIN, reset with a code e-mailed to the account's address (emailed-codes.ts
 * keeps it, bound to its person and purpose). Every change, the code's and the PIN's, happens under
 * the person's payout_settings row lock, which also orders it against the wrong-PIN count it shares.
 */

export interface PinResetDeps {
  db: Db;
  jobs: JobQueue;
  payoutKeys: PayoutKeys;
}

const NO_PIN = 'No withdrawal PIN is set, so there is none to reset: set one instead';

const identifierOf = (userId: string) => `withdrawal-pin-reset:${userId}`;

/** The person's payout settings, locked; refused when there is no PIN to reset or wrong PINs have locked withdrawals. */
async function lockResettable(tx: Tx, userId: string, field: string, now: Date) {
  const [row] = await tx.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)).for('update');
  if (!row?.pinHash) throw new AppError('invalid-argument', NO_PIN);
  // The lock-out holds here too: a reset is no way to try again sooner.
  if (row.pinLockedUntil && row.pinLockedUntil > now) throw new AppError('invalid-argument', lockedPinMessage(field, row.pinLockedUntil));
  return row;
}

/**
 * Makes a new code for the person, replacing any earlier one, and answers it to be e-mailed (the
 * caller removes it with `withdrawPinResetCode` if the e-mail cannot be sent). At most one code
 * every PIN_RESET_RESEND_SECONDS, so the address is not flooded.
 */
export async function issuePinResetCode(deps: PinResetDeps, userId: string): Promise<{ id: string; code: string; expiresAt: Date }> {
  const code = newCodeDigits();
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    await lockResettable(tx, userId, 'pin', now);
    return { ...(await storeEmailedCode(tx, deps.payoutKeys, identifierOf(userId), code, now)), code };
  });
}

/** Takes back a code whose e-mail could not be sent, so the next ask need not wait. */
export async function withdrawPinResetCode(db: Db, id: string): Promise<void> {
  await withdrawEmailedCode(db, id);
}

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * Sets a new PIN given the person's live code. The code is compared in constant time before any
 * lock is taken (as the PIN's scrypt is), then again found under the lock: used by a reset that
 * went first, or replaced meanwhile, it is no longer there. A wrong code counts as a wrong PIN,
 * committed before the refusal; the try that locks withdrawals also ends the code. A right one
 * sets the PIN with a clean count, spends the code and records 'security.withdrawal_pin_reset'.
 */
export async function resetPinWithCode(
  deps: PinResetDeps,
  userId: string,
  typed: { code: string; pin: string },
  request: { ip: string | null; userAgent: string | null },
): Promise<void> {
  const { stored, right } = await matchEmailedCode(deps.db, deps.payoutKeys, identifierOf(userId), typed.code);
  // scrypt before any lock, and only for a code that can be used.
  const pinHash = right ? await hashWithdrawalPin(typed.pin) : null;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const now = new Date();
    const row = await lockResettable(tx, userId, 'code', now);
    const [code] = stored ? await tx.select().from(verifications).where(eq(verifications.id, stored.id)) : [];
    if (!code || code.expiresAt <= now) throw new AppError('invalid-argument', NO_LIVE_CODE);
    if (!pinHash) {
      const wrong = await countWrongTry(tx, deps.jobs, row, { field: 'code', what: 'code' }, now);
      if (wrong.locked) await tx.delete(verifications).where(eq(verifications.id, code.id));
      return { ok: false, message: wrong.message };
    }
    await tx.update(payoutSettings).set({ pinHash, pinFailures: 0, pinLockedUntil: null, updatedAt: now }).where(eq(payoutSettings.userId, userId));
    await tx.delete(verifications).where(eq(verifications.id, code.id));
    await recordEvent(tx, deps.jobs, {
      type: 'security.withdrawal_pin_reset',
      subjectId: userId,
      actorId: null,
      data: { ip: maskIp(request.ip), userAgent: summarizeUserAgent(request.userAgent), at: now.toISOString() },
    });
    return { ok: true };
  });
  // Thrown after the commit, so the wrong try stays counted.
  if (!outcome.ok) throw new AppError('invalid-argument', outcome.message);
}
