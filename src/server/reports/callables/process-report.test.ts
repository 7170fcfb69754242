import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REFUSED } from '../../../shared/constants/user-status';
import { auditLog, comments, mailOutbox, models, reports, sessions } from '../../db/schema';
import { HIDDEN_STAYS_PRIVATE } from '../../models/refuse-if-hidden';
import { insertModelRow } from '../../test/discovery-factories';
import { auditEntries, createOwnerOtherAdmin, createUser, reloadUser, type TestUser } from '../../test/factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { insertReport } from '../../test/report-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 2: moderators resolve reports with an action (SPEC §4: pending → resolved or dismissed).
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // A long home-feed cache: hiding must still take the model off the home page at once (the event tells every node).
  // Jobs run when the test drains them, not when a worker's poll comes round.
  t = await createTestApp({ HOME_FEED_CACHE_SECONDS: '600' }, { jobsOnDemand: true });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const FAILED = 'Failed to process report';
const MESSAGE = 'Copied from another designer without permission.';
const reportRow = async (id: number) => (await t.services.db.select().from(reports).where(eq(reports.id, id)))[0]!;
const outcomesTo = (email: string) => t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'report-outcome')));
const modelTarget = (id: string) => ({ kind: 'model' as const, id, url: `/model/x/${id}` });
const searchIds = async (who: TestUser | null, q: string) => ((await (who ? who.client : t.client()).call('searchModels', { q })).result.models as { id: string }[]).map((m) => m.id);
const homeIds = async () => {
  const feed = (await t.client().call('getHomeFeed')).result as Record<'featured' | 'trending' | 'newest', { id: string }[]>;
  return [...feed.featured, ...feed.trending, ...feed.newest].map((m) => m.id);
};

describe('processReport: hide_model', () => {
  it('hides the model everywhere at once, settles the other reports of it, tells the owner and every reporter, and audits both', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Zebrawood Lantern' });
    await admin.client.call('featureModel', { modelId: model.id, reason: 'A fine piece for the home page' });
    const first = await insertReport(t, modelTarget(model.id), { reason: 'copyright', email: 'first@example.in' });
    const second = await insertReport(t, modelTarget(model.id), { email: 'second@example.in' });
    const elsewhere = await insertReport(t, modelTarget('another-model'));
    expect(await searchIds(null, 'zebrawood')).toEqual([model.id]);
    expect(await homeIds()).toContain(model.id);

    const answer = await admin.client.call('processReport', { reportId: String(first.id), action: 'hide_model', message: MESSAGE, notes: 'DMCA notice checked' });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ success: true, settled: 2, report: { status: 'resolved', action: 'hide_model', moderatorId: admin.user.id, moderatorNotes: 'DMCA notice checked', target: { exists: true, label: 'Zebrawood Lantern', hiddenAt: expect.any(String) } } });

    // Gone for visitors and other users: search, the model itself, and the home page (its cache dropped by the event).
    expect(await searchIds(null, 'zebrawood')).toEqual([]);
    expect(await searchIds(other, 'zebrawood')).toEqual([]);
    expect((await t.client().call('getModel', { modelId: model.id })).status).toBe(404);
    expect((await other.client.call('getModel', { modelId: model.id })).status).toBe(404);
    await t.drainJobs();
    await expect.poll(homeIds, { timeout: 15_000, interval: 200 }).not.toContain(model.id);
    const mine = await owner.client.call('getModel', { modelId: model.id });
    expect(mine.result.model).toMatchObject({ visibility: 'private', featured: false, hiddenAt: expect.any(String), hiddenReason: MESSAGE });

    // Both reports of it settled, the unrelated one left; both reporters told.
    expect(await reportRow(second.id)).toMatchObject({ status: 'resolved', action: 'hide_model', moderatorId: admin.user.id });
    expect((await reportRow(elsewhere.id)).status).toBe('pending');
    expect(await outcomesTo('first@example.in')).toHaveLength(1);
    expect((await outcomesTo('second@example.in'))[0]?.subject).toBe(`Your report ${second.reference} has been reviewed`);

    await t.drainJobs();
    await expect.poll(async () => (await notificationRowsOf(t, owner.user.id, 'moderation')).length, { timeout: 15_000, interval: 200 }).toBe(1);
    const [note] = await notificationRowsOf(t, owner.user.id, 'moderation');
    expect(note).toMatchObject({ actorId: null, modelId: model.id, message: `The moderators hid your model Zebrawood Lantern: ${MESSAGE}. Only you and admins can see it now` });
    expect((await auditEntries(t, model.id)).map((a) => a.action)).toEqual(['model.feature', 'model.hide']);
    expect((await auditEntries(t, String(first.id)))[0]).toMatchObject({ action: 'report.resolve', actorId: admin.user.id, details: { before: { status: 'pending' }, after: { status: 'resolved', action: 'hide_model' }, settledWith: [second.reference] } });

    // The owner cannot make it public again; an admin's restore can.
    const edit = await owner.client.call('updateModel', { modelId: model.id, visibility: 'public' });
    expect([edit.status, edit.error?.message]).toEqual([400, HIDDEN_STAYS_PRIVATE]);
    expect((await owner.client.call('restoreHiddenModel', { modelId: model.id })).status).toBe(403);
    const restored = await admin.client.call('restoreHiddenModel', { modelId: model.id });
    expect(restored.result).toEqual({ success: true, visibility: 'public' });
    expect(await searchIds(null, 'zebrawood')).toEqual([model.id]);
    expect((await admin.client.call('restoreHiddenModel', { modelId: model.id })).error?.message).toBe('Failed to restore model: modelId: this model is not hidden');
    expect((await auditEntries(t, model.id)).map((a) => a.action)).toEqual(['model.feature', 'model.hide', 'model.restore']);
  });

  it('dismisses one report only: nothing else changes, and its reporter hears that it stays up', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Teak Coaster' });
    const dismissed = await insertReport(t, modelTarget(model.id), { email: 'dismissed@example.in' });
    const waiting = await insertReport(t, modelTarget(model.id));
    const answer = await admin.client.call('processReport', { reportId: String(dismissed.id), action: 'dismiss' });
    expect(answer.result).toMatchObject({ settled: 1, report: { status: 'dismissed', action: 'dismiss', processedAt: expect.any(String) } });
    expect((await reportRow(waiting.id)).status).toBe('pending');
    expect((await t.client().call('getModel', { modelId: model.id })).status).toBe(200);
    const [mail] = await outcomesTo('dismissed@example.in');
    expect(mail?.text).toContain('does not break the Meshmandi rules');
    const again = await admin.client.call('processReport', { reportId: String(dismissed.id), action: 'hide_model', message: MESSAGE });
    expect([again.status, again.error?.message]).toEqual([409, `${FAILED}: reportId: this report was already dismissed`]);
  });
});

describe('processReport: comments and people', () => {
  it('deletes a reported comment, moving the count, and tells its author', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Rosewood Box' });
    const added = await other.client.call('addComment', { modelId: model.id, body: 'Buy followers cheap at my site' });
    const commentId = added.result.comment.id as string;
    const report = await insertReport(t, { kind: 'comment', id: commentId, url: `/model/x/${model.id}#comment-${commentId}` });
    const answer = await admin.client.call('processReport', { reportId: String(report.id), action: 'delete_comment', message: 'Advertising is not allowed in comments.' });
    expect(answer.result.report).toMatchObject({ status: 'resolved', action: 'delete_comment', target: { exists: false } });
    expect(await t.services.db.select().from(comments).where(eq(comments.id, commentId))).toEqual([]);
    expect((await t.services.db.select({ n: models.commentCount }).from(models).where(eq(models.id, model.id)))[0]?.n).toBe(0);
    await t.drainJobs();
    await expect.poll(async () => (await notificationRowsOf(t, other.user.id, 'moderation'))[0]?.message, { timeout: 15_000, interval: 200 }).toBe(
      'The moderators removed your comment on Rosewood Box: Advertising is not allowed in comments.',
    );
  });

  it('warns the person behind a reported profile', async () => {
    const person = await createUser(t);
    const report = await insertReport(t, { kind: 'profile', id: person.user.username!, url: `/profile/${person.user.username}` }, { reason: 'harassment' });
    const answer = await admin.client.call('processReport', { reportId: String(report.id), action: 'warn_user', message: 'Please keep your profile civil.' });
    expect(answer.result.report).toMatchObject({ status: 'resolved', action: 'warn_user', target: { exists: true, user: { uid: person.user.id } } });
    await t.drainJobs();
    await expect.poll(async () => (await notificationRowsOf(t, person.user.id, 'moderation'))[0]?.message, { timeout: 15_000, interval: 200 }).toBe(
      'A warning from the Meshmandi moderators: Please keep your profile civil.',
    );
  });

  it('bans the owner of a reported model: their open session stops working and they cannot sign in again', async () => {
    const spammer = await createUser(t);
    const model = await insertModelRow(t, spammer.user.id, { title: 'Free Robux Generator' });
    expect((await spammer.client.call('getMyAccount')).status).toBe(200);
    const report = await insertReport(t, modelTarget(model.id));
    const answer = await admin.client.call('processReport', { reportId: String(report.id), action: 'ban_user', message: 'Scam listings are not allowed.' });
    expect(answer.result.report).toMatchObject({ status: 'resolved', action: 'ban_user', target: { user: { uid: spammer.user.id, status: 'banned' } } });
    expect(await reloadUser(t, spammer.user.id)).toMatchObject({ status: 'banned', statusReason: 'Scam listings are not allowed.', statusChangedBy: admin.user.id });
    expect(await t.services.db.select().from(sessions).where(eq(sessions.userId, spammer.user.id))).toEqual([]);
    expect((await spammer.client.call('getMyAccount')).status).toBe(401);
    const signIn = await t.client().postJson('/api/auth/sign-in/email', { email: spammer.email, password: spammer.password });
    expect([signIn.status, signIn.body.message]).toEqual([403, SIGN_IN_REFUSED.banned]);
    const [mail] = await t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, spammer.email), eq(mailOutbox.kind, 'account-status')));
    expect(mail?.subject).toBe('Your Meshmandi account has been banned');
    expect((await auditEntries(t, spammer.user.id)).map((a) => a.action)).toEqual(['user.status.banned']);
  });
});

describe('processReport: roles and bad input', () => {
  it('answers per role, refuses bad input and actions that do not fit, and writes nothing', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Sandalwood Comb' });
    const report = await insertReport(t, modelTarget(model.id));
    const pageReport = await insertReport(t, { kind: 'other', id: null, url: '/explore' });
    const id = String(report.id);
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { reportId: id, action: 'dismiss' }, 401, `${FAILED}: User not authenticated`],
      [owner, { reportId: id, action: 'dismiss' }, 403, `${FAILED}: Admin access required`],
      [other, { reportId: id, action: 'dismiss' }, 403, `${FAILED}: Admin access required`],
      [admin, { action: 'dismiss' }, 400, `${FAILED}: reportId is required`],
      [admin, { reportId: 'abc', action: 'dismiss' }, 400, `${FAILED}: reportId: not a report id`],
      [admin, { reportId: id }, 400, `${FAILED}: action: one of dismiss, no_action, hide_model, delete_comment, delete_make, warn_user, ban_user`],
      [admin, { reportId: id, action: 'nuke' }, 400, `${FAILED}: action: one of dismiss, no_action, hide_model, delete_comment, delete_make, warn_user, ban_user`],
      [admin, { reportId: id, action: 'hide_model' }, 400, `${FAILED}: message: tell the person why, in at least 10 characters`],
      [admin, { reportId: id, action: 'hide_model', message: 'short' }, 400, `${FAILED}: message: at least 10 characters`],
      [admin, { reportId: id, action: 'dismiss', notes: 'x'.repeat(2001) }, 400, `${FAILED}: notes: at most 2000 characters`],
      [admin, { reportId: id, action: 'dismiss', extra: 1 }, 400, `${FAILED}: extra: cannot be set here`],
      [admin, { reportId: id, action: 'delete_comment', message: MESSAGE }, 400, `${FAILED}: action: delete_comment does not apply to a reported model`],
      [admin, { reportId: String(pageReport.id), action: 'ban_user', message: MESSAGE }, 400, `${FAILED}: action: ban_user does not apply to a reported other`],
      [admin, { reportId: '999999', action: 'dismiss' }, 404, `${FAILED}: reportId: no such report`],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('processReport', input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([status, message]);
    }
    expect(await reportRow(report.id)).toMatchObject({ status: 'pending', action: null, moderatorId: null, processedAt: null });
    expect(await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
    expect((await t.client().call('getModel', { modelId: model.id })).status).toBe(200);
  });

  it('leaves the report pending when its action cannot be done (the model was deleted meanwhile)', async () => {
    const report = await insertReport(t, modelTarget('gone-model-id'));
    const answer = await admin.client.call('processReport', { reportId: String(report.id), action: 'hide_model', message: MESSAGE });
    expect([answer.status, answer.error?.message]).toEqual([404, `${FAILED}: The reported model no longer exists`]);
    expect((await reportRow(report.id)).status).toBe('pending');
    // Resolving it without action is still possible.
    expect((await admin.client.call('processReport', { reportId: String(report.id), action: 'no_action' })).result.report.status).toBe('resolved');
  });

  it('an admin cannot ban another admin through a report', async () => {
    const otherAdmin = await createUser(t, { role: 'admin' });
    const model = await insertModelRow(t, otherAdmin.user.id, { title: 'Admin Model' });
    const report = await insertReport(t, modelTarget(model.id));
    const answer = await admin.client.call('processReport', { reportId: String(report.id), action: 'ban_user', message: MESSAGE });
    expect([answer.status, answer.error?.message]).toEqual([403, `${FAILED}: Only a super admin can change an admin's status.`]);
    expect((await reloadUser(t, otherAdmin.user.id))?.status).toBe('active');
    expect((await reportRow(report.id)).status).toBe('pending');
  });
});
