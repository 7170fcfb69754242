import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collaborationRequests, collections } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp } from '../../../test/test-app';

describe('collections and collaboration requests', () => {
  it('are held to the community rate limit, each callable to its own per-person budget', async () => {
    const limited = await createTestApp({ COMMUNITY_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const person = await createUser(limited);
      const creator = await createUser(limited);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await person.client.call('createCollection', { name: `Set ${i}` })).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await limited.services.db.select({ n: count() }).from(collections).where(eq(collections.userId, person.user.id)))[0]!.n).toBe(2);

      const model = await createModelViaApi(creator.client);
      const asks = [];
      for (let i = 0; i < 3; i += 1) asks.push((await person.client.call('requestCollaboration', { modelId: model.id, message: `Try ${i}` })).status);
      // The second is the one-pending rule's 409; the third never reaches it.
      expect(asks).toEqual([200, 409, 429]);
      expect((await limited.services.db.select({ n: count() }).from(collaborationRequests).where(eq(collaborationRequests.modelId, model.id)))[0]!.n).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
