import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIns } from '../db/schema';
import { LONGEST_TASK_PERIOD_MS } from '../jobs/job-queue';
import { periodicTasks } from '../composition/periodic-tasks';
import { newId } from '../db/new-id';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { pruneSignIns, SIGN_IN_HISTORY_DAYS } from './prune-sign-ins';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sign-in history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it(`keeps ${SIGN_IN_HISTORY_DAYS} days of sign-ins and forgets the older ones, four times a day, once across the nodes`, async () => {
    const asha = await createUser(t, { name: 'Asha Rao' });
    const now = new Date('2026-11-26T10:00:00Z');
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    const row = (createdAt: Date) => ({ id: newId(), userId: asha.user.id, deviceKey: 'k1', ipAddress: '203.0.113.9', userAgent: 'Firefox', method: 'password', createdAt });
    await t.services.db.delete(signIns).where(eq(signIns.userId, asha.user.id));
    await t.services.db.insert(signIns).values([row(at(400)), row(at(SIGN_IN_HISTORY_DAYS + 1)), row(at(SIGN_IN_HISTORY_DAYS - 1)), row(at(0))]);

    expect(await pruneSignIns(t.services.db, now)).toBe(2);
    const left = await t.services.db.select({ createdAt: signIns.createdAt }).from(signIns).where(eq(signIns.userId, asha.user.id));
    expect(left.map((r) => r.createdAt.getTime()).sort()).toEqual([at(SIGN_IN_HISTORY_DAYS - 1).getTime(), at(0).getTime()].sort());
    expect(await pruneSignIns(t.services.db, now)).toBe(0);

    const tasks = periodicTasks(t.services);
    expect(tasks.find((each) => each.name === 'sign-in-prune')?.periodMs).toBe(DAY_MS / 4);
    // pg-boss throttles a task by its period, which may not exceed its archive interval.
    for (const task of tasks) expect(task.periodMs, task.name).toBeLessThanOrEqual(LONGEST_TASK_PERIOD_MS);
  });
});
