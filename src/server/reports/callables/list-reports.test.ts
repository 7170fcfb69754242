import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { insertReport } from '../../test/report-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 2: the reports list (SPEC §9: the latest 100), the moderation figures and the hidden models.
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('listReports, getModerationStats and listHiddenModels', () => {
  it('lists the latest reports with their targets, filtered; counts the queue; lists hidden models', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Ganesha Idol' });
    const copyright = await insertReport(t, { kind: 'model', id: model.id, url: `/model/ganesha-idol/${model.id}` }, { reason: 'copyright', createdAt: minutesAgo(30) });
    const minor = await insertReport(t, { kind: 'profile', id: owner.user.id, url: `/profile/${owner.user.id}` }, { reason: 'underage', createdAt: minutesAgo(20) });
    const gone = await insertReport(t, { kind: 'comment', id: 'deleted-comment', url: `/model/x/${model.id}#comment-deleted-comment` }, { createdAt: minutesAgo(10) });
    const page = await insertReport(t, { kind: 'other', id: null, url: '/explore?q=spam' });

    const all = await admin.client.call('listReports');
    expect(all.status).toBe(200);
    expect(all.result.reports.map((r: { id: string }) => r.id)).toEqual([page, gone, minor, copyright].map((r) => String(r.id)));
    const byId = new Map(all.result.reports.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(String(copyright.id))).toMatchObject({
      reason: 'copyright',
      type: 'ip_infringement',
      priority: 'medium',
      status: 'pending',
      dmca: { copyrightedWork: 'My own lamp design', signature: 'Asha Rao' },
      target: { exists: true, label: 'Ganesha Idol', user: { uid: owner.user.id, status: 'active' }, hiddenAt: null },
    });
    expect(byId.get(String(minor.id))).toMatchObject({ priority: 'high', target: { exists: true, user: { uid: owner.user.id } } });
    expect(byId.get(String(gone.id))).toMatchObject({ target: { exists: false, label: null, user: null } });
    expect(byId.get(String(page.id))).toMatchObject({ targetKind: 'other', target: { exists: true } });

    const high = await admin.client.call('listReports', { priority: 'high' });
    expect(high.result.reports.map((r: { id: string }) => r.id)).toEqual([String(minor.id)]);
    const models = await admin.client.call('listReports', { targetKind: 'model', reason: 'copyright', status: 'pending' });
    expect(models.result.reports.map((r: { id: string }) => r.id)).toEqual([String(copyright.id)]);
    expect((await admin.client.call('listReports', { limit: 2 })).result.reports).toHaveLength(2);

    await admin.client.call('processReport', { reportId: String(copyright.id), action: 'hide_model', message: 'Sold elsewhere as an original.' });
    await admin.client.call('processReport', { reportId: String(page.id), action: 'dismiss' });
    const stats = await admin.client.call('getModerationStats');
    expect(stats.result.stats).toEqual({
      pending: 2,
      pendingByPriority: { high: 1, medium: 0, low: 1 },
      oldestPendingAt: minor.createdAt.toISOString(),
      receivedLast7Days: 4,
      resolvedLast7Days: 1,
      dismissedLast7Days: 1,
      hiddenModels: 1,
      bannedUsers: 0,
      inactiveUsers: 0,
    });
    expect((await admin.client.call('listReports', { status: 'resolved' })).result.reports[0]).toMatchObject({ id: String(copyright.id), moderatorName: admin.user.displayName, target: { hiddenAt: expect.any(String) } });

    const hidden = await admin.client.call('listHiddenModels');
    expect(hidden.result).toMatchObject({ success: true, total: 1, models: [{ id: model.id, title: 'Ganesha Idol', owner: { uid: owner.user.id }, reason: 'Sold elsewhere as an original.', hiddenBy: admin.user.id }] });
  });

  it('answers admins only and names the field of bad input', async () => {
    const calls: [string, Record<string, unknown>, string][] = [
      ['listReports', { status: 'open' }, 'status: one of pending, resolved, dismissed'],
      ['listReports', { priority: 'urgent' }, 'priority: one of low, medium, high'],
      ['listReports', { reason: 'rude' }, 'reason: one of inappropriate, copyright, spam, harassment, underage, misleading, other'],
      ['listReports', { targetKind: 'file' }, 'targetKind: one of model, comment, make, profile, other'],
      ['listReports', { limit: 101 }, 'limit: at most 100'],
      ['listReports', { limit: 'ten' }, 'limit: a whole number'],
      ['listReports', { cursor: 'x' }, 'cursor: cannot be set here'],
      ['getModerationStats', { since: '7d' }, 'since: cannot be set here'],
      ['listHiddenModels', { limit: 0 }, 'limit: at least 1'],
      ['listHiddenModels', { offset: -1 }, 'offset: 0 or more'],
      ['restoreHiddenModel', {}, 'modelId is required'],
    ];
    for (const [name, input, message] of calls) {
      expect((await t.client().call(name, {})).status, name).toBe(401);
      expect((await owner.client.call(name, {})).status, name).toBe(403);
      expect((await other.client.call(name, {})).status, name).toBe(403);
      const answer = await admin.client.call(name, input);
      expect([answer.status, answer.error?.message.replace(/^Failed to restore model: /, '')], `${name} ${JSON.stringify(input)}`).toEqual([400, message]);
    }
  });
});
