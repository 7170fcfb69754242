import { eq } from 'drizzle-orm';
import type { StoredUserStatus } from '../../shared/constants/user-status';
import type { Db, Tx } from '../db/database';
import { users } from '../db/schema';

/**
 * Decision 049: only an active account receives money, tips or withdrawals. A banned or inactive
 * one keeps what it holds for an admin to decide; a deleted one has no row and receives nothing.
 */
export const mayReceiveMoney = (status: StoredUserStatus | undefined): boolean => status === 'active';

/**
 * The account's status, read inside the caller's transaction under a key-share lock: a status change
 * or a deletion (which lock the row for update) waits for this transaction, or went first and is
 * seen. Counters moving on the row do not wait. Undefined when the account is gone.
 */
export async function lockedReceiverStatus(tx: Tx | Db, userId: string): Promise<StoredUserStatus | undefined> {
  const [row] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).for('key share');
  return row?.status;
}

/**
 * The account's status without a lock, for a path that already holds a row a deletion locks after
 * the user's (a withdrawal being approved): locking the user there could wait in a circle.
 */
export async function receiverStatus(tx: Tx | Db, userId: string): Promise<StoredUserStatus | undefined> {
  const [row] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status;
}

/** What an admin approving or retrying a withdrawal of an account that may not receive is answered. */
export function approvalRefusedFor(status: StoredUserStatus | undefined): string {
  const account = status ? `the creator's account is ${status}` : "the creator's account was deleted";
  return `${account}, so nothing is paid out of it; reject the withdrawal (the amount goes back to the account's balance, which waits for an admin)${status ? ' or reactivate the account first' : ''}`;
}

/** What a tip to an account that may not receive is answered. */
export const CANNOT_RECEIVE_TIPS = 'creatorId: this creator cannot receive tips at the moment';

/** What a withdrawal of an account that may not receive is answered (its own request, the schedule's, or an admin's approval). */
export function cannotWithdraw(status: StoredUserStatus | undefined): string {
  if (!status) return 'userId: the account was deleted; what it held waits for an admin';
  return `userId: the account is ${status}, so nothing is paid out of it; what it holds waits for an admin`;
}
