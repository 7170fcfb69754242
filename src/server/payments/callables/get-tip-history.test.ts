import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TipItem } from '../../../shared/contracts/payments/tips';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tipThroughBuiltInCheckout } from '../../test/tip-flow';

let t: TestApp;
let creator: TestUser;
let payer: TestUser;
let admin: TestUser;
let stranger: TestUser;
const paid: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ({ owner: creator, other: payer, admin } = await createOwnerOtherAdmin(t));
  stranger = await createUser(t);
  const model = await createModelViaApi(creator.client, { title: 'Chai tray' });
  for (const amount of [10, 20, 30, 40, 250]) paid.push(await tipThroughBuiltInCheckout(payer, { creatorId: creator.user.id, amount, modelId: amount === 250 ? model.id : undefined, message: `₹${amount}` }));
  paid.push(await tipThroughBuiltInCheckout(payer, { creatorId: 'platform', amount: 100 }));
});
afterAll(async () => t?.close());

const history = async (who: TestUser, input: Record<string, unknown>) => who.client.call('getTipHistory', input);

describe('getTipHistory', () => {
  it('shows a creator the tips they received, newest first, with the payer, the model and the test book marked', async () => {
    const answer = await history(creator, { type: 'received' });
    const tips = (answer.result as { tips: TipItem[] }).tips;
    expect(tips.map((x) => x.amount)).toEqual([25_000, 4_000, 3_000, 2_000, 1_000]);
    expect(tips[0]).toMatchObject({
      creatorAmount: 21_250, platformFee: 3_750, refundedAmount: 0, message: '₹250', testMode: true, fromUserId: payer.user.id, toUserId: creator.user.id,
      counterparty: { uid: payer.user.id }, model: { title: 'Chai tray' },
    });
    expect(tips[1]!.model).toBeNull();
  });

  it('shows a payer what they sent, the platform tip with no counterparty, page by page without repeats', async () => {
    const seen: TipItem[] = [];
    let cursor: string | undefined;
    do {
      const answer = await history(payer, { type: 'sent', limit: 4, ...(cursor ? { cursor } : {}) });
      const page = answer.result as { tips: TipItem[]; nextCursor: string | null };
      seen.push(...page.tips);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.map((x) => x.paymentId).sort()).toEqual([...paid].sort());
    expect(seen[0]).toMatchObject({ toUserId: null, counterparty: null, amount: 10_000, creatorAmount: 0, platformFee: 10_000 });
    expect((await history(payer, { type: 'received' })).result).toEqual({ tips: [], nextCursor: null });
  });

  it("answers per role: a visitor must sign in, a member sees only their own, an admin anyone's", async () => {
    expect((await t.client().call('getTipHistory', {})).status).toBe(401);
    const other = await history(stranger, { userId: creator.user.id });
    expect([other.status, other.error?.message]).toEqual([403, 'You can only see your own tips']);
    expect((await history(creator, { userId: creator.user.id })).status).toBe(200);
    expect(((await history(admin, { userId: creator.user.id, type: 'received' })).result as { tips: TipItem[] }).tips).toHaveLength(5);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'given' }, "type: must be 'sent' or 'received'"],
      [{ limit: 0 }, 'limit: must be at least 1'],
      [{ limit: 51 }, 'limit: must be at most 50'],
      [{ limit: 2.5 }, 'limit: must be a whole number'],
      [{ cursor: 'nonsense' }, 'cursor: is not one this server gave'],
      [{ userId: '' }, 'userId is required'],
      [{ book: 'live' }, 'book: cannot be set here'],
    ];
    for (const [data, message] of cases) {
      const answer = await history(creator, data);
      expect([answer.status, answer.error?.message], message).toEqual([400, message]);
    }
  });
});
