import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients } from '../db/schema';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { emailDepsFrom } from '../notifications/email/email-deps';
import { createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { campaignDepsFrom, INTERRUPTED, sendCampaignEmails } from './send-campaign-emails';

// Issue 27 item 14: recipients claimed by a run whose node was killed waited 20 minutes to be
// known dead. A claim names its node; once that node's heartbeat has stopped, the claim is dead.
describe('campaign recipients claimed by a run on a node that stopped', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ CAMPAIGN_EMAIL_SECONDS: '3600' });
    admin = await createUser(t, { role: 'admin' });
    // The app runs the task once as it starts: let that run end, so the test's run is the only one.
    const finished = async () =>
      (await t.services.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = 'campaign-emails' and state = 'completed'`))).rows[0]!.n;
    for (const deadline = Date.now() + 20_000; (await finished()) === 0; ) {
      if (Date.now() > deadline) throw new Error('the app never ran campaign-emails at start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('fails the dead node’s claims at the next run, not 20 minutes later, and leaves a live node’s alone', async () => {
    const [deadNodes, liveNodes] = [await createUser(t, { verified: true }), await createUser(t, { verified: true })];
    const { result } = await admin.client.call('saveEmailCampaign', { subject: 'Claims of stopped nodes', body: 'Hello **makers**.' });
    const sent = await admin.client.call('sendEmailCampaign', { campaignId: result.campaign.id, recipients: 'all' });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const row = (user: TestUser) => and(eq(campaignRecipients.campaignId, result.campaign.id), eq(campaignRecipients.userId, user.user.id));
    const aMinuteAgo = new Date(Date.now() - 60_000);
    // A node that was killed a minute ago (no heartbeat), and this node, whose run is still sending.
    await t.services.db.update(campaignRecipients).set({ status: 'sending', claimedAt: aMinuteAgo, claimedBy: randomUUID() }).where(row(deadNodes));
    await t.services.db.update(campaignRecipients).set({ status: 'sending', claimedAt: aMinuteAgo, claimedBy: t.services.jobs.nodeId }).where(row(liveNodes));

    await sendCampaignEmails(campaignDepsFrom(t.services, emailDepsFrom(t.services)));

    const [dead] = await t.services.db.select().from(campaignRecipients).where(row(deadNodes));
    const [live] = await t.services.db.select().from(campaignRecipients).where(row(liveNodes));
    expect(dead).toMatchObject({ status: 'failed', error: INTERRUPTED, sentAt: null });
    expect(live).toMatchObject({ status: 'sending', sentAt: null });
  });
});
