import type { z } from 'zod';

/**
 * Who may call a function. `owner` means signed in, with the record-level rule checked by the
 * handler through `server/policies`; `superAdmin` is role super_admin only (SPEC §6).
 */
export type Access = 'public' | 'user' | 'owner' | 'admin' | 'superAdmin';

/** `auth` is the stricter per-minute budget for sign-in and OTP calls. */
export type RateLimitClass = 'default' | 'auth';

export interface Contract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends Access = Access, N extends string = string> {
  name: N;
  summary: string;
  access: A;
  input: I;
  output: O;
  rateLimit?: RateLimitClass;
}

export type ContractInput<C extends Contract> = z.input<C['input']>;
export type ContractOutput<C extends Contract> = z.output<C['output']>;

export function defineContract<I extends z.ZodType, O extends z.ZodType, const A extends Access, const N extends string>(
  contract: Contract<I, O, A, N>,
): Contract<I, O, A, N> {
  return contract;
}
