import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../shared/app-error';
import { defineContract } from '../../shared/contracts/define-contract';
import { implement, type CallContext } from '../callables/implement';
import { implementations } from '../composition/callable-registry';
import { invokeCallable } from '../http/invoke-callable';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { createModelViaApi } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

// A handler that records that it ran: the owner rule must be checked before it, by the dispatcher.
const ran: string[] = [];
const probe = implement(
  defineContract({
    name: 'probeOwnedModel',
    summary: 'test only',
    access: 'owner',
    owns: { kind: 'model', idField: 'modelId', action: 'edit' },
    input: z.object({ modelId: z.string() }),
    output: z.object({ ok: z.literal(true) }),
  }),
  async ({ modelId }) => {
    ran.push(modelId);
    return { ok: true as const };
  },
);

const contextFor = (user: TestUser | null) =>
  ({ ...t.services, user: user?.user ?? null, ip: '127.0.0.1', requestId: 'test', headers: new Headers(), setCookies: () => {} }) as unknown as CallContext;

const outcome = async (user: TestUser | null, modelId: string) => {
  try {
    await invokeCallable(probe, { modelId }, contextFor(user));
    return 'ran';
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
};

describe("access: 'owner'", () => {
  it('names, for every owner contract, a record whose id field is in its input', () => {
    const owned = [...implementations.values()].filter((i) => i.contract.access === 'owner');
    expect(owned.map((i) => i.contract.name).sort()).toEqual(['deleteModel', 'updateModel']);
    for (const { contract } of owned) {
      const shape = (contract.input as z.ZodObject<z.ZodRawShape>).shape;
      expect(contract.owns && shape[contract.owns.idField], contract.name).toBeDefined();
    }
  });

  it('runs the handler only for the owner and admins: others are refused before it, as the rule says', async () => {
    const open = await createModelViaApi(owner.client);
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    ran.length = 0;
    expect(await outcome(null, open.id)).toBe('unauthenticated: User not authenticated');
    expect(await outcome(other, open.id)).toBe('permission-denied: Unauthorized to edit this model');
    expect(await outcome(other, hidden.id)).toBe('not-found: Model not found');
    expect(await outcome(other, 'no-such-model')).toBe('not-found: Model not found');
    expect(ran).toEqual([]);
    expect(await outcome(owner, hidden.id)).toBe('ran');
    expect(await outcome(admin, open.id)).toBe('ran');
    expect(ran).toEqual([hidden.id, open.id]);
  });
});
