import type { z } from 'zod';
import type { Contract } from '../../shared/contracts/define-contract';
import type { UserRow } from '../db/schema';
import type { Services } from '../services';

/** Everything a handler gets besides its input. `user` is fresh from the database on every call. */
export interface CallContext extends Services {
  user: UserRow | null;
  ip: string;
  requestId: string;
  /** The request's headers, for calls into better-auth that need the session cookie. */
  headers: Headers;
  /** Adds Set-Cookie headers to the answer (sign-in by OTP). */
  setCookies(cookies: string[]): void;
}

/** A handler never sees a signed-out caller when its contract needs one. */
export type SignedInContext = CallContext & { user: UserRow };

export type Handler<C extends Contract> = (
  input: z.output<C['input']>,
  ctx: C['access'] extends 'public' ? CallContext : SignedInContext,
) => Promise<z.input<C['output']>>;

export interface Implementation {
  contract: Contract;
  handler: (input: unknown, ctx: CallContext) => Promise<unknown>;
}

export function implement<C extends Contract>(contract: C, handler: Handler<NoInfer<C>>): Implementation {
  return { contract, handler: handler as Implementation['handler'] };
}
