import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSuperAdmin, signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { inEveryView } from './support/every-view';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';
import { verifyEmailViaApi } from './support/verify-email';

// Issue 16 item 7: an admin writes a campaign, previews it, sends it, and watches it be delivered.
let server: ServerProcess;
let browser: Browser;
let admin: E2eAccount;
const members: E2eAccount[] = [];

beforeAll(async () => {
  // Ten a second, and the outbox logged at info: the members' codes, and the campaign's e-mails.
  [server, browser] = await Promise.all([
    startServer({ env: { LOG_LEVEL: 'info', CAMPAIGN_EMAIL_SECONDS: '1', CAMPAIGN_EMAILS_PER_MINUTE: '600', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }),
    launchBrowser(),
  ]);
  admin = await signUpViaApi(server, 'Arjun Admin');
  await makeSuperAdmin(server, admin);
  for (const name of ['Meera Reader', 'Kabir Reader']) {
    const member = await signUpViaApi(server, name);
    await verifyEmailViaApi(server, member);
    members.push(member);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// openPage's init script (setting localStorage) runs in every frame, the preview's too, where the
// sandbox refuses it: that refusal is the sandbox working, not the page failing.
const pageErrors = (errors: string[]) => errors.filter((e) => !e.includes('The document is sandboxed'));
const shot = (page: Page, name: string) => picture(page, `campaigns-flow-${name}`, { fullPage: true });

describe('e-mail campaigns', () => {
  it('are written in Markdown, previewed, sent to a segment, and delivered', async () => {
    const { page, context, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 }, localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, admin);
      // Which reads of the page count the segments: a refresh of the sending progress must not.
      const countingReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/fn/getEmailManagement') && !request.postData()?.includes('"includeSegments":false')) countingReads.push(request.postData() ?? '');
      });
      await page.goto(`${server.url}/admin`);
      await page.getByRole('link', { name: /E-mail campaigns/ }).click();
      await page.getByText('No campaigns yet. Write the first one below.').waitFor();
      await page.getByLabel('Subject').fill('Monsoon printing tips');
      await page.getByLabel('Message (Markdown)').fill('# Keep your filament dry\n\nStore it with **silica gel**. Read [the guide](https://meshmandi.in/explore).\n\n<script>alert(1)</script>');
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.frameLocator('iframe[title="E-mail preview"]');
      await preview.getByRole('heading', { name: 'Keep your filament dry' }).waitFor();
      expect(await preview.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('https://meshmandi.in/explore');
      await preview.getByText('<script>alert(1)</script>').waitFor();
      await preview.getByRole('link', { name: 'Unsubscribe from announcements' }).waitFor();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Send “Monsoon printing tips”').waitFor();
      await shot(page, 'compose-1280-light');

      const everyone = page.getByRole('radio', { name: /^Everyone · / });
      const label = (await page.locator('label', { has: everyone }).textContent()) ?? '';
      const size = Number(/Everyone · ([\d,]+)/.exec(label)?.[1]?.replace(/,/g, ''));
      // The two verified members at least (the admin's own address is not verified).
      expect(size).toBeGreaterThanOrEqual(2);
      await everyone.check();
      await page.getByRole('button', { name: 'Send…' }).click();
      const dialog = page.getByRole('dialog', { name: `Send to ${size} people?` });
      await dialog.getByText('Send “Monsoon printing tips”').waitFor();
      await dialog.getByRole('button', { name: 'Send now' }).click();
      await page.getByText('The campaign is sending. Its progress shows in the list.').waitFor();
      const countedBeforeProgress = countingReads.length;

      const list = page.getByRole('list', { name: 'Campaigns, newest first' });
      await expect.poll(() => list.textContent(), { timeout: 30_000, interval: 500 }).toContain(`${size} delivered of ${size} people`);
      await list.getByText('Sent', { exact: true }).waitFor();
      expect(countingReads).toHaveLength(countedBeforeProgress);
      expect(await list.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      for (const member of members) expect(server.stdout()).toMatch(new RegExp(`"to":"${member.email}","subject":"Monsoon printing tips","kind":"campaign"`));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'sent-1280-light');
      expect(pageErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('passes axe at both widths in both themes, with a preview open', async () => {
    const { page, context, errors, close } = await openPage(browser, { viewport: { width: 375, height: 740 }, theme: 'light', localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, admin);
      await page.goto(`${server.url}/admin/campaigns`);
      await page.getByRole('list', { name: 'Campaigns, newest first' }).getByText('Monsoon printing tips').waitFor();
      await page.getByLabel('Subject').fill('Diwali sale on premium models');
      await page.getByLabel('Message (Markdown)').fill('## Lights, prints, action\n\n- Lamps\n- Lanterns\n\nSee you soon.');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.frameLocator('iframe[title="E-mail preview"]').getByRole('heading', { name: 'Lights, prints, action' }).waitFor();
      await inEveryView(
        page,
        async (_view, { tag, coloursOnly }) => {
          expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
          await shot(page, tag);
        },
        { desktop: { width: 1280, height: 900 } },
      );
      expect(pageErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
