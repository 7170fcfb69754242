import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPreferences } from '../notifications/preferences/read-preferences';
import { createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { USER_BUDGET_SPENT } from './user-request-budget';

const BUDGET = 6;

// Issue 27 item 15: budgets were per callable only, so one account spread its calls over many
// callables and got a budget for each. Each account now has one budget over all of them too.
describe('one account’s budget across every callable', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ USER_RATE_LIMIT_PER_MINUTE: String(BUDGET) });
    [owner, other, admin] = [await createUser(t), await createUser(t), await createUser(t, { role: 'admin' })];
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  // Three different callables in turn: two each, never near any one callable's own budget.
  const spread = ['getUnreadNotificationCount', 'getNotificationPreferences', 'getHomeFeed'];
  const spend = async (who: TestUser, calls: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < calls; i += 1) statuses.push((await who.client.call(spread[i % spread.length]!, spread[i % spread.length] === 'getHomeFeed' ? {} : undefined)).status);
    return statuses;
  };

  it('answers 429 once an account has spent its budget over several callables, and writes nothing', async () => {
    expect(await spend(owner, BUDGET)).toEqual(Array(BUDGET).fill(200));
    const over = await owner.client.call('updateNotificationPreferences', { email: { announcements: false } });
    expect(over.status).toBe(429);
    expect(over.error?.message).toContain(USER_BUDGET_SPENT);
    // Refused before the handler: the preference is as it was.
    expect((await readPreferences(t.services.db, owner.user.id)).email.announcements).toBe(true);
    expect(await spend(owner, 1)).toEqual([429]);
  });

  it('counts each account separately, admins included, and leaves signed-out callers to the per-IP budget', async () => {
    expect(await spend(other, BUDGET)).toEqual(Array(BUDGET).fill(200));
    expect((await other.client.call('getUnreadNotificationCount')).status).toBe(429);
    expect(await spend(admin, BUDGET + 1)).toEqual([...Array(BUDGET).fill(200), 429]);
    const visitor = t.client();
    const answers = await Promise.all(Array.from({ length: BUDGET + 2 }, () => visitor.call('getUserStats', { userId: owner.user.id })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(BUDGET + 2).fill(200));
  });
});
