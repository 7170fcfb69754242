import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { addUpiDestination, setTotalDownloads } from '../test/payout-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { creditLiveEarnings } from '../test/withdrawal-factories';
import { WITHDRAWAL_HISTORY_PATH } from './withdrawal-history-route';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
const made: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  await setTotalDownloads(t, creator.user.id, 1_000);
  const { id } = await addUpiDestination(t, creator);
  await creditLiveEarnings(t, creator, 500);
  for (const amount of [100, 150]) {
    const answer = await creator.client.call('createWithdrawalRequest', { amount, paymentMethod: 'upi', accountDetails: { destinationId: id }, requestId: randomUUID() });
    made.push((answer.result as { withdrawal: { id: string } }).withdrawal.id);
  }
});
afterAll(async () => t?.close());

const post = (who: TestUser | null, body: unknown) => (who?.client ?? t.client()).postJson(WITHDRAWAL_HISTORY_PATH, body);

describe('POST /api/web/withdrawal-history (SPEC §7’s web function)', () => {
  it('answers {data} with the caller’s withdrawals, newest first, as getWithdrawalHistory does', async () => {
    const answer = await post(creator, { data: { userId: creator.user.id, limit: 20, offset: 0 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: (await creator.client.call('getWithdrawalHistory', {})).result });
    expect(answer.body.data).toMatchObject({ success: true, total: 2, withdrawals: [{ id: made[1], amount: 15_000, netAmount: 14_700 }, { id: made[0], amount: 10_000 }] });
    expect((await post(creator, { data: { limit: 1, offset: 1 } })).body).toMatchObject({ data: { total: 2, withdrawals: [{ id: made[0] }] } });
    // No data at all: the defaults (the caller's own, 20 from the newest).
    expect((await post(creator, {})).body).toMatchObject({ data: { total: 2 } });
  });

  it('answers per role: signed out 401, someone else’s 403, an admin anyone’s', async () => {
    const signedOut = await post(null, { data: {} });
    expect([signedOut.status, signedOut.body.error.message]).toEqual([401, 'User not authenticated']);
    const nosy = await post(other, { data: { userId: creator.user.id } });
    expect([nosy.status, nosy.body.error.message]).toEqual([403, 'userId: you can only see your own withdrawals']);
    expect((await post(admin, { data: { userId: creator.user.id } })).body).toMatchObject({ data: { total: 2 } });
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [[1], 'The request body must be a JSON object: {"data": {userId, limit, offset}}'],
      [{ data: 'mine' }, 'data: must be an object {userId, limit, offset}'],
      [{ data: { limit: 0 } }, 'limit: at least 1'],
      [{ data: { offset: 'next' } }, 'offset: Invalid input: expected number, received string'],
      [{ data: {}, userId: creator.user.id }, 'userId: cannot be set here; send {"data": {userId, limit, offset}}'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(creator, body);
      expect([answer.status, answer.body.error?.message], message).toEqual([400, message]);
    }
  });

  it('is listed in /api/openapi.json with its {data} envelope', async () => {
    const doc = (await t.client().fetch('/api/openapi.json').then((r) => r.json())) as { paths: Record<string, { post: any }> };
    const op = doc.paths[WITHDRAWAL_HISTORY_PATH]!.post;
    expect(op.requestBody.content['application/json'].schema.properties.data.properties).toHaveProperty('limit');
    expect(op.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty('withdrawals');
  });
});
