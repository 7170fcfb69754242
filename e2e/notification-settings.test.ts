import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { fitsAndPassesAxeInEveryView } from './support/every-view';
import { openPageAs, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';
import { signUnsubscribeToken } from '../src/server/notifications/email/unsubscribe-token';

/** Known here so that the test can sign an unsubscribe link as an e-mail would carry it. */
const AUTH_SECRET = 'e2e-notification-settings-secret-0123456789abcdef';

// Issue 13 item 6: /settings/notifications: switches per category, frequency, quiet hours on the person's clock.
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { AUTH_SECRET } }), launchBrowser()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function savedPreferences(account: E2eAccount) {
  const response = await fetch(`${server.url}/api/fn/getNotificationPreferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: account.cookie },
    body: '{}',
  });
  return ((await response.json()) as { result: { preferences: { email: Record<string, boolean>; frequency: string; quietHours: Record<string, unknown> } } }).result.preferences;
}

describe('/settings/notifications', () => {
  it('sends a visitor to log in; shows the defaults with quiet hours on the browser’s clock, saves changes, and the dashboard links to it', async () => {
    const visitor = await openPageAs(browser, server, null);
    try {
      await visitor.page.goto(`${server.url}/settings/notifications`);
      await visitor.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/settings/notifications');
    } finally {
      await visitor.close();
    }

    const account = await signUpViaApi(server, 'Asha Rao');
    const { page, context, errors, close } = await openPage(browser, { timezoneId: 'Asia/Kolkata', localStorage: CONSENT_DECIDED });
    await signInContext(context, server, account);
    try {
      await page.goto(`${server.url}/settings/notifications`);
      await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
      // SPEC §9: e-mail off for likes and shares, on for the rest; in-app all on; security locked on.
      expect(await page.getByRole('switch', { name: 'Likes by e-mail' }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByRole('switch', { name: 'Shares by e-mail' }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByRole('switch', { name: 'Comments and replies by e-mail' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('switch', { name: 'Likes in the app' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('switch', { name: 'Security alerts by e-mail (always on)' }).isDisabled()).toBe(true);
      await page.getByText('Always on: security alerts cannot be switched off').waitFor();
      expect(await page.getByRole('radio', { name: /As it happens/ }).isChecked()).toBe(true);
      // 22:00–08:00 UTC, read in India.
      expect(await page.getByLabel('From').inputValue()).toBe('03:30');
      expect(await page.getByLabel('Until').inputValue()).toBe('13:30');
      expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);

      await page.getByRole('switch', { name: 'Likes by e-mail' }).click();
      await page.getByRole('switch', { name: 'Tips in the app' }).click();
      await page.getByRole('radio', { name: /Daily digest/ }).check();
      await page.getByRole('switch', { name: 'Hold e-mails during quiet hours' }).click();
      await page.getByLabel('From').fill('23:00');
      await page.getByLabel('Until').fill('06:30');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Your notification settings are saved.').waitFor();

      const saved = await savedPreferences(account);
      expect(saved.email).toMatchObject({ likes: true, shares: false, security: true });
      expect(saved.frequency).toBe('daily');
      // Chromium names India's zone by ICU's older name.
      expect(saved.quietHours).toEqual({ enabled: true, start: '23:00', end: '06:30', timeZone: expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/) });

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
      expect(await page.getByRole('switch', { name: 'Likes by e-mail' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('switch', { name: 'Tips in the app' }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByLabel('From').inputValue()).toBe('23:00');

      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('link', { name: /Notification settings/ }).click();
      await page.waitForURL((url) => url.pathname === '/settings/notifications');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads well at desktop and phone width in both themes, with no serious axe findings', async () => {
    const viewer = await signUpViaApi(server, 'Ravi Kumar');
    // Opened once and looked at in every view in place (issue 29).
    const { page, errors, close } = await openPageAs(browser, server, viewer, VIEWS[0]);
    try {
      await page.goto(`${server.url}/settings/notifications`);
      await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
      await page.getByRole('switch', { name: 'Likes by e-mail' }).waitFor();
      await fitsAndPassesAxeInEveryView(page, 'notification-settings');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an e-mail’s unsubscribe link asks first, then turns the category off without signing in', async () => {
    const account = await signUpViaApi(server, 'Meera Iyer');
    const link = `${server.url}/api/unsubscribe?token=${signUnsubscribeToken(AUTH_SECRET, { userId: account.uid, scope: 'reviews' })}`;
    for (const view of VIEWS.filter((v) => v.width === 375)) {
      const { page, errors, close } = await openPageAs(browser, server, null, view);
      try {
        await page.goto(link);
        await page.getByRole('heading', { level: 1, name: 'Unsubscribe?' }).waitFor();
        await page.getByText('Stop e-mails about reviews?').waitFor();
        expect(await seriousAxeViolations(page), `${view.theme}`).toEqual([]);
        await picture(page, `unsubscribe-${view.width}-${view.theme}`, { fullPage: true });
        await page.getByRole('button', { name: 'Unsubscribe' }).click();
        await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();
        await page.getByText('You will no longer get e-mails about reviews.').waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
    expect((await savedPreferences(account)).email).toMatchObject({ reviews: false, comments: true, security: true });
    const forged = await fetch(link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), { method: 'POST' });
    expect(forged.status).toBe(400);
  });
});
