import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients, emailCampaigns } from '../../db/schema';
import { auditEntries, createRoleTrio, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 7: the campaign callables by role, their bad input and their audit entries.
let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp({ CAMPAIGN_EMAIL_SECONDS: '3600' });
  ({ admin, superAdmin, plain } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

const written = async () => [await t.services.db.$count(emailCampaigns), await t.services.db.$count(campaignRecipients)];
const draft = async (who = admin, fields = { subject: 'Monsoon prints', body: 'Hello **makers**' }) => (await who.client.call('saveEmailCampaign', fields)).result.campaign;

describe('campaign callables', () => {
  it('saves a draft, edits it, and audits both with before and after', async () => {
    const created = await draft();
    expect(created).toMatchObject({ status: 'draft', subject: 'Monsoon prints', body: 'Hello **makers**', segment: null, createdBy: { uid: admin.user.id }, counts: { total: 0 }, progress: 0 });
    const edited = await superAdmin.client.call('saveEmailCampaign', { campaignId: created.id, subject: '  Monsoon prints, part 2 ', body: 'New body' });
    expect(edited.result.campaign).toMatchObject({ id: created.id, subject: 'Monsoon prints, part 2', body: 'New body' });
    const entries = await auditEntries(t, created.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['campaign.create', admin.user.id],
      ['campaign.edit', superAdmin.user.id],
    ]);
    expect(entries[1]!.details).toMatchObject({ before: { subject: 'Monsoon prints', bodyLength: 16 }, after: { subject: 'Monsoon prints, part 2', bodyLength: 8 } });
    const listed = await admin.client.call('getEmailManagement');
    expect(listed.result.campaigns[0]).toMatchObject({ id: created.id, status: 'draft' });
    expect(listed.result.ratePerMinute).toBe(60);
    expect(listed.result.segments.map((s: { segment: string }) => s.segment)).toEqual(['all', 'creators', 'tier', 'inactive']);
    // A progress refresh leaves the segment counts out, and nothing else.
    const progressOnly = await admin.client.call('getEmailManagement', { includeSegments: false });
    expect(progressOnly.result).toEqual({ ...listed.result, segments: [] });
  });

  it('previews the e-mail as sent: Markdown rendered, raw HTML and unsafe links made harmless, an unsubscribe link', async () => {
    const body = '# Big news\n\nSee [the explore page](https://meshmandi.in/explore) and [this](javascript:alert(1)).\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n- one\n- two';
    const answer = await admin.client.call('previewEmailCampaign', { subject: 'Big <b>news</b>', body });
    const { html, text, subject } = answer.result;
    expect(subject).toBe('Big <b>news</b>');
    expect(html).toContain('<title>Big &lt;b&gt;news&lt;/b&gt;</title>');
    expect(html).toMatch(/<h1 style="[^"]+">Big news<\/h1>/);
    expect(html).toMatch(/<a href="https:\/\/meshmandi\.in\/explore" style="[^"]+">the explore page<\/a>/);
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/<li style="[^"]+">one<\/li>/);
    expect(html).toContain('Unsubscribe from announcements');
    expect(html).toContain(`${t.url}/api/unsubscribe?token=`);
    expect(text).toContain('the explore page (https://meshmandi.in/explore)');
    expect(text).toContain('- one');
    expect(text).toMatch(new RegExp(`Unsubscribe from announcements: ${t.url}/api/unsubscribe\\?token=`));
  });

  it('answers admins only, names the field of bad input, and writes nothing', async () => {
    const campaign = await draft();
    const before = await written();
    const audited = (await auditEntries(t, campaign.id)).length;
    const long = 'x'.repeat(50_001);
    const cases: [TestUser | null, string, Record<string, unknown>, number, string][] = [
      [null, 'getEmailManagement', {}, 401, 'User not authenticated'],
      [plain, 'getEmailManagement', {}, 403, 'Admin access required'],
      [null, 'saveEmailCampaign', { subject: 'a', body: 'b' }, 401, 'Failed to save e-mail campaign: User not authenticated'],
      [plain, 'saveEmailCampaign', { subject: 'a', body: 'b' }, 403, 'Failed to save e-mail campaign: Admin access required'],
      [null, 'previewEmailCampaign', { subject: 'a', body: 'b' }, 401, 'Failed to preview e-mail campaign: User not authenticated'],
      [plain, 'previewEmailCampaign', { subject: 'a', body: 'b' }, 403, 'Failed to preview e-mail campaign: Admin access required'],
      [null, 'sendEmailCampaign', { campaignId: campaign.id, recipients: 'all' }, 401, 'Failed to send e-mail campaign: User not authenticated'],
      [plain, 'sendEmailCampaign', { campaignId: campaign.id, recipients: 'all' }, 403, 'Failed to send e-mail campaign: Admin access required'],
      [null, 'cancelEmailCampaign', { campaignId: campaign.id }, 401, 'Failed to cancel e-mail campaign: User not authenticated'],
      [plain, 'cancelEmailCampaign', { campaignId: campaign.id }, 403, 'Failed to cancel e-mail campaign: Admin access required'],
      [admin, 'getEmailManagement', { inactiveDays: 0 }, 400, 'inactiveDays: at least 1'],
      [admin, 'getEmailManagement', { inactiveDays: 181 }, 400, 'inactiveDays: at most 180 (sign-ins are kept that long)'],
      [admin, 'getEmailManagement', { includeSegments: 'no' }, 400, 'includeSegments: true or false'],
      [admin, 'saveEmailCampaign', { body: 'b' }, 400, 'Failed to save e-mail campaign: subject is required'],
      [admin, 'saveEmailCampaign', { subject: '  ', body: 'b' }, 400, 'Failed to save e-mail campaign: subject: write a subject'],
      [admin, 'saveEmailCampaign', { subject: 'x'.repeat(201), body: 'b' }, 400, 'Failed to save e-mail campaign: subject: at most 200 characters'],
      [admin, 'saveEmailCampaign', { subject: 'a' }, 400, 'Failed to save e-mail campaign: body is required'],
      [admin, 'saveEmailCampaign', { subject: 'a', body: long }, 400, 'Failed to save e-mail campaign: body: at most 50,000 characters'],
      [admin, 'saveEmailCampaign', { subject: 'a', body: 'b', extra: 1 }, 400, 'Failed to save e-mail campaign: extra: cannot be set here'],
      [admin, 'saveEmailCampaign', { campaignId: 'nope', subject: 'a', body: 'b' }, 400, 'Failed to save e-mail campaign: campaignId: not a campaign id'],
      [admin, 'saveEmailCampaign', { campaignId: '00000000-0000-0000-0000-000000000000', subject: 'a', body: 'b' }, 404, 'Failed to save e-mail campaign: campaignId: no such campaign'],
      [admin, 'previewEmailCampaign', { subject: 'a', body: '' }, 400, 'Failed to preview e-mail campaign: body: write the message'],
      [admin, 'sendEmailCampaign', { recipients: 'all' }, 400, 'Failed to send e-mail campaign: campaignId is required'],
      [admin, 'sendEmailCampaign', { campaignId: campaign.id }, 400, 'Failed to send e-mail campaign: recipients is required'],
      [admin, 'sendEmailCampaign', { campaignId: campaign.id, recipients: 'everyone' }, 400, 'Failed to send e-mail campaign: recipients: one of all, creators, tier, inactive'],
      [admin, 'sendEmailCampaign', { campaignId: campaign.id, recipients: 'inactive', inactiveDays: 1.5 }, 400, 'Failed to send e-mail campaign: inactiveDays: a whole number of days'],
      // Every account here is unverified: the segment is empty, and nothing is written.
      [admin, 'sendEmailCampaign', { campaignId: campaign.id, recipients: 'all' }, 400, 'Failed to send e-mail campaign: recipients: no one in this segment can be e-mailed (verified, active and not unsubscribed from announcements)'],
      [admin, 'cancelEmailCampaign', {}, 400, 'Failed to cancel e-mail campaign: campaignId is required'],
    ];
    for (const [who, name, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call(name, input);
      expect([answer.status, answer.error?.message], `${name} ${JSON.stringify(input)}`).toEqual([status, message]);
    }
    expect(await written()).toEqual(before);
    expect(await auditEntries(t, campaign.id)).toHaveLength(audited);
  });

  it('sends and cancels with audit entries; a sent or cancelled campaign cannot be changed, sent or cancelled again', async () => {
    const reader = await createUser(t, { verified: true });
    const campaign = await draft();
    const sent = await admin.client.call('sendEmailCampaign', { campaignId: campaign.id, recipients: 'all' });
    expect(sent.result).toMatchObject({ recipients: 1, campaign: { status: 'sending', segment: 'all', counts: { total: 1, pending: 1 } } });
    expect(await t.services.db.select({ email: campaignRecipients.email }).from(campaignRecipients)).toContainEqual({ email: reader.email });
    const again = await admin.client.call('sendEmailCampaign', { campaignId: campaign.id, recipients: 'all' });
    expect([again.status, again.error?.message]).toEqual([409, 'Failed to send e-mail campaign: campaignId: this campaign is sending; only a draft can be sent']);
    const edit = await admin.client.call('saveEmailCampaign', { campaignId: campaign.id, subject: 'x', body: 'y' });
    expect([edit.status, edit.error?.message]).toEqual([409, 'Failed to save e-mail campaign: campaignId: this campaign is sending; only a draft can be changed']);
    const cancelled = await admin.client.call('cancelEmailCampaign', { campaignId: campaign.id });
    expect(cancelled.result.campaign).toMatchObject({ status: 'cancelled', counts: { total: 1, pending: 0, skipped: 1 }, progress: 1 });
    const twice = await admin.client.call('cancelEmailCampaign', { campaignId: campaign.id });
    expect([twice.status, twice.error?.message]).toEqual([409, 'Failed to cancel e-mail campaign: campaignId: this campaign is cancelled and cannot be cancelled']);
    const entries = await auditEntries(t, campaign.id);
    expect(entries.map((e) => e.action)).toEqual(['campaign.create', 'campaign.send', 'campaign.cancel']);
    expect(entries[1]!.details).toMatchObject({ before: { status: 'draft' }, after: { status: 'sending', segment: 'all', recipients: 1 } });
    expect(entries[2]!.details).toMatchObject({ before: { status: 'sending' }, after: { status: 'cancelled', skipped: 1 } });
  });
});
