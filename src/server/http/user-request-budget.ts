import { AppError } from '../../shared/app-error';
import type { Db } from '../db/database';
import { databaseRateLimitStore } from './database-rate-limit-store';

const WINDOW_MS = 60_000;

export const USER_BUDGET_SPENT = 'Too many requests from your account. Please slow down and try again in a minute.';

/**
 * One signed-in account's calls per minute across every callable together, beside each callable's
 * own budget: without it an account spreads its requests over the 128 callables and gets 128
 * budgets. Counted in the shared database through the rate limits' own store (decision 030), under
 * a scope of its own, so every node counts against the one budget.
 */
export function createUserRequestBudget(db: Db, perMinute: number): { charge(userId: string): Promise<void> } {
  const Store = databaseRateLimitStore(db);
  const store = new Store({ routeInfo: { method: 'POST', url: '/api/fn/* (per account)' } });
  return {
    async charge(userId) {
      // As the per-callable budgets do: a call that cannot be counted (the database is down) is let
      // through, and fails on its own.
      const current = await new Promise<number>((resolve) => store.incr(`user:${userId}`, (error, result) => resolve(error ? 0 : result!.current), WINDOW_MS));
      if (current > perMinute) throw new AppError('resource-exhausted', USER_BUDGET_SPENT);
    },
  };
}
