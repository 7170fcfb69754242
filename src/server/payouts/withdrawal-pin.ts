import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES } from '../../shared/constants/payout-rules';
import type { Db, Tx } from '../db/database';
import { payoutSettings } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';

/**
 * The withdrawal PIN (issue 15): 4–6 digits, so a hash alone would fall to 1,000,000 guesses. What
 * protects it is the count of wrong tries (PIN_MAX_FAILURES lock withdrawals) and scrypt's cost for
 * anyone holding a copy of the table. The parameters live in the stored text, so they can be raised
 * later without breaking the PINs already set.
 */

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 32 } as const;

function scryptAsync(pin: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(pin, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** 'scrypt$N$r$p$salt$hash' (base64url): a fresh random salt every time. */
export async function hashWithdrawalPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(pin, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a text it cannot read never matches. */
export async function withdrawalPinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(pin, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** '14 Mar 2026, 3:45 pm': creators are in India, and the time is what they need (the caller adds 'IST'). */
export function indianTimeText(at: Date): string {
  return at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function lockedPinMessage(field: string, until: Date): string {
  return `${field}: too many wrong PINs; withdrawals are locked until ${indianTimeText(until)} IST`;
}

type Outcome = { ok: true } | { ok: false; message: string };
type SettingsRow = typeof payoutSettings.$inferSelect;

/**
 * Counts one wrong withdrawal PIN, or one wrong reset code (withdrawal-pin-reset.ts): both count
 * against the one count, so a forgotten-PIN reset is no way round the lock-out. The caller holds
 * `row`'s lock in `tx`. The PIN_MAX_FAILURES-th in a row locks withdrawals for PIN_LOCK_MINUTES and
 * records 'security.withdrawal_pin_locked'. Answers the refusal to give, and whether it locked.
 */
export async function countWrongTry(
  tx: Tx,
  jobs: JobQueue,
  row: SettingsRow,
  wrong: { field: string; what: 'PIN' | 'code' },
  now = new Date(),
): Promise<{ message: string; locked: boolean }> {
  const failures = row.pinFailures + 1;
  if (failures < PIN_MAX_FAILURES) {
    await tx.update(payoutSettings).set({ pinFailures: sql`${payoutSettings.pinFailures} + 1` }).where(eq(payoutSettings.userId, row.userId));
    const left = PIN_MAX_FAILURES - failures;
    return { message: `${wrong.field}: wrong ${wrong.what}; ${left} more wrong ${left === 1 ? 'try locks' : 'tries lock'} withdrawals for ${PIN_LOCK_MINUTES} minutes`, locked: false };
  }
  // The count starts again after the lock, so the next lock needs another full run of wrong tries.
  const until = new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);
  await tx.update(payoutSettings).set({ pinFailures: 0, pinLockedUntil: until }).where(eq(payoutSettings.userId, row.userId));
  await recordEvent(tx, jobs, {
    type: 'security.withdrawal_pin_locked',
    subjectId: row.userId,
    actorId: null,
    data: { failedAttempts: failures, minutes: PIN_LOCK_MINUTES, until: until.toISOString(), at: now.toISOString() },
  });
  return { message: lockedPinMessage(wrong.field, until), locked: true };
}

/**
 * checkWithdrawalPin with the name of the field the PIN came in (setWithdrawalPin checks
 * `currentPin` with the same count). Call it outside any transaction that holds the caller's
 * payout_settings row: it takes that row's lock in a transaction of its own. Answers the hash the
 * PIN was checked against (null when no PIN is set), so a caller can tell if it changed since.
 */
export async function checkPinCounted(deps: { db: Db; jobs: JobQueue }, userId: string, pin: string | undefined, field: string): Promise<string | null> {
  const [settings] = await deps.db
    .select({ pinHash: payoutSettings.pinHash, pinLockedUntil: payoutSettings.pinLockedUntil })
    .from(payoutSettings)
    .where(eq(payoutSettings.userId, userId));
  if (!settings?.pinHash) return null;
  if (settings.pinLockedUntil && settings.pinLockedUntil > new Date()) throw new AppError('invalid-argument', lockedPinMessage(field, settings.pinLockedUntil));
  if (!pin) throw new AppError('invalid-argument', `${field}: enter your withdrawal PIN`);
  // scrypt runs before the row is locked: ~50 ms of hashing must not hold others' tries up.
  const right = await withdrawalPinMatches(pin, settings.pinHash);
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)).for('update');
    if (!row?.pinHash) return { ok: true };
    const now = new Date();
    // A try that raced the one that locked it is refused like any other while locked.
    if (row.pinLockedUntil && row.pinLockedUntil > now) return { ok: false, message: lockedPinMessage(field, row.pinLockedUntil) };
    // The PIN changed between the read and the lock: what was checked is no longer the PIN.
    if (row.pinHash !== settings.pinHash) return { ok: false, message: `${field}: your withdrawal PIN was just changed; try again` };
    if (right) {
      if (row.pinFailures !== 0 || row.pinLockedUntil) await tx.update(payoutSettings).set({ pinFailures: 0, pinLockedUntil: null }).where(eq(payoutSettings.userId, userId));
      return { ok: true };
    }
    return { ok: false, message: (await countWrongTry(tx, deps.jobs, row, { field, what: 'PIN' }, now)).message };
  });
  // Thrown after the commit: the count stands whatever the caller's own transaction does next.
  if (!outcome.ok) throw new AppError('invalid-argument', outcome.message);
  return settings.pinHash;
}

/** Throws AppError('invalid-argument', 'pin: ...') when a PIN is set and `pin` is missing or wrong; counts failures in its own transaction (so a wrong try counts even when the caller's transaction rolls back); the 5th wrong one in a row locks withdrawals for 30 minutes (PIN_MAX_FAILURES, PIN_LOCK_MINUTES) and records a 'security.withdrawal_pin_locked' domain event (a security notification to the owner); while locked, every try is refused with a message saying until when; a right PIN resets the count. Does nothing when no PIN is set. */
export async function checkWithdrawalPin(deps: { db: Db; jobs: JobQueue }, userId: string, pin: string | undefined): Promise<void> {
  await checkPinCounted(deps, userId, pin, 'pin');
}
