import { ZodError } from 'zod';
import { AppError } from '../../shared/app-error';
import { isAdminUser, isSuperAdminUser } from '../../shared/constants/roles';
import type { Contract } from '../../shared/contracts/define-contract';
import { authorizeOwned } from '../policies';
import type { UserRow } from '../db/schema';
import type { CallContext, Implementation } from '../callables/implement';
import { describeZodError } from '../../shared/describe-zod-error';
import { assertStorableText } from './invalid-text';

export function checkAccess(contract: Contract, user: UserRow | null): void {
  if (contract.access === 'public') return;
  if (!user) throw new AppError('unauthenticated', contract.signedOutMessage ?? 'User not authenticated');
  if (contract.access === 'admin' && !isAdminUser(user)) throw new AppError('permission-denied', 'Admin access required');
  if (contract.access === 'superAdmin' && !isSuperAdminUser(user)) {
    throw new AppError('permission-denied', 'Super admin access required');
  }
}

/**
 * A client error of a contract with a `failureMessage` (SPEC §8's throwing operations), restated as
 * "{failureMessage}: {reason}" with the reason's own status; validation errors are put in words
 * first, as the error handler would. Server errors stay as they are: their answer is deliberately vague.
 */
export function withFailureMessage(contract: Contract, error: unknown): unknown {
  if (!contract.failureMessage) return error;
  const appError = error instanceof ZodError ? new AppError('invalid-argument', describeZodError(error)) : error;
  if (!(appError instanceof AppError) || appError.status >= 500 || appError.message.startsWith(`${contract.failureMessage}:`)) return appError;
  return new AppError(appError.code, `${contract.failureMessage}: ${appError.message}`);
}

/**
 * One call of a callable, the same for the API route and for the data a page carries in its HTML:
 * access → storable text → the contract's input rules → the owned record's rule → handler → the output shaped by the contract.
 */
export async function invokeCallable(implementation: Implementation, data: unknown, ctx: CallContext): Promise<unknown> {
  try {
    return await invokeChecked(implementation, data, ctx);
  } catch (error) {
    throw withFailureMessage(implementation.contract, error);
  }
}

async function invokeChecked(implementation: Implementation, data: unknown, ctx: CallContext): Promise<unknown> {
  const { contract, handler } = implementation;
  checkAccess(contract, ctx.user);
  // Before the contract's own rules, so every string field of every callable gets it, named as zod names fields.
  assertStorableText(data, 'data');
  const input = contract.input.parse(data);
  if (contract.access === 'owner') {
    if (!contract.owns) throw new Error(`${contract.name} is an owner contract without the record it owns`);
    await authorizeOwned(ctx.db, ctx.user, contract.owns, input);
  }
  const output = await handler(input, ctx);
  // Parsing the output strips any field the contract does not name, so a handler cannot leak one.
  const shaped = contract.output.safeParse(output);
  if (!shaped.success) throw new Error(`${contract.name} answered outside its contract: ${shaped.error.message}`);
  return shaped.data;
}
