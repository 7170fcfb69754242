import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ COMMUNITY_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => t?.close());

describe('the community rate limit on comments', () => {
  it('holds a person to COMMUNITY_RATE_LIMIT_PER_MINUTE comments a minute, different texts included, and likes on comments alike', async () => {
    const maker = await createUser(t);
    const flooder = await createUser(t);
    const model = await createModelViaApi(maker.client);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await flooder.client.call('addComment', { modelId: model.id, body: `flood ${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await flooder.client.call('addComment', { modelId: model.id, body: 'one more' });
    expect(refused.error?.message).toBe('Too many requests. Please slow down and try again in a minute.');
    // Another person has their own budget; the list, a read, is not held to it.
    const first = await maker.client.call('addComment', { modelId: model.id, body: 'welcome' });
    expect(first.status).toBe(200);
    const listed = await flooder.client.call('listComments', { modelId: model.id });
    expect(listed).toMatchObject({ status: 200, result: { commentCount: 4 } });
    const likes = [];
    for (let i = 0; i < 4; i++) likes.push((await flooder.client.call('toggleCommentLike', { commentId: first.result.comment.id })).status);
    expect(likes).toEqual([200, 200, 200, 429]);
  });
});
