import type { z } from 'zod';

/**
 * Who may call a function. `owner` means the owner of the record the contract names in `owns` (or
 * an admin): the server loads that record and checks the rule before the handler runs, so an
 * owner contract without `owns` does not compile. `superAdmin` is role super_admin only (SPEC §6).
 */
export type Access = 'public' | 'user' | 'owner' | 'admin' | 'superAdmin';

/** The record an `owner` contract acts on: its kind, the input field with its id, and the action. */
export interface OwnedRecord {
  kind: 'model';
  idField: string;
  action: 'edit' | 'delete';
}

/**
 * `auth` is the stricter per-minute budget for sign-in and OTP calls; `community` the one for a
 * person's likes, saves and other community writes (toggling storms, floods); `report` the public
 * report form's hourly budget per IP, signed in or not (decision 040).
 */
export type RateLimitClass = 'default' | 'auth' | 'community' | 'report';

export type Contract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends Access = Access, N extends string = string> = {
  name: N;
  summary: string;
  access: A;
  input: I;
  output: O;
  rateLimit?: RateLimitClass;
  owns?: OwnedRecord;
  /** What a signed-out caller is told instead of 'User not authenticated' (SPEC §8's 'Please log in to send a tip'). */
  signedOutMessage?: string;
  /**
   * SPEC §8's throwing operations: every client error (4xx, validation included) of this callable
   * reads "{failureMessage}: {the reason, naming the field}", e.g. 'Failed to create withdrawal
   * request: amount: the minimum withdrawal is ₹100'. The status stays the reason's own.
   */
  failureMessage?: string;
} & ('owner' extends A ? (A extends 'owner' ? { owns: OwnedRecord } : unknown) : unknown);

export type ContractInput<C extends Contract> = z.input<C['input']>;
export type ContractOutput<C extends Contract> = z.output<C['output']>;

export function defineContract<I extends z.ZodType, O extends z.ZodType, const A extends Access, const N extends string>(
  contract: Contract<I, O, A, N>,
): Contract<I, O, A, N> {
  return contract;
}
