import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { clientFor, openPageAs, type View } from './support/models';
import { screenshotsDir } from './support/paths';
import { noSidewaysScroll, openPayouts, setFirstPinOverApi, shoot } from './support/payouts';
import { startServer, type ServerProcess } from './support/server';

// Issue 15, a forgotten withdrawal PIN: "Forgot PIN?" in the PIN panel e-mails a code to the
// account's address; the code and a new PIN twice set it. A wrong code counts as a wrong PIN.
const PIN = '2468';
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  // At info level the outbox logs each e-mail's text: the codes are read there.
  [server, browser] = await Promise.all([startServer({ env: { LOG_LEVEL: 'info' } }), launchBrowser()]);
  fs.mkdirSync(screenshotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A creator with a withdrawal PIN set over the API (the first one with an e-mailed code, decision 047). */
async function creatorWithPin(name: string): Promise<E2eAccount> {
  const creator = await signUpViaApi(server, name);
  await setFirstPinOverApi(server, creator, PIN);
  return creator;
}

function codeMails(email: string): string[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"kind":"otp"') && line.includes(email) && line.includes('withdrawal PIN reset code'));
}

/** The code of the last reset e-mail: the indented 6 digits of its text (not digits in the address or the log fields). */
async function lastCode(email: string, count: number): Promise<string> {
  await expect.poll(() => codeMails(email).length, { timeout: 10_000 }).toBe(count);
  const code = codeMails(email).at(-1)?.match(/\\n\s+(\d{6})\\n/)?.[1];
  if (!code) throw new Error(`No reset code logged for ${email}`);
  return code;
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() || document.activeElement?.getAttribute('aria-label') || document.activeElement?.id);
const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim());

describe('resetting a forgotten withdrawal PIN', () => {
  it('asks for a code by e-mail, refuses a wrong one (counted) and sets the new PIN with the right one; the creator is told', async () => {
    const creator = await creatorWithPin('Meera Krishnan');
    const { page, errors, close } = await openPageAs(browser, server, creator);
    try {
      const section = await openPayouts(page, server);
      const panel = section.getByRole('region', { name: 'Withdrawal PIN' });
      await panel.getByRole('button', { name: 'Forgot PIN?' }).click();
      await panel.getByRole('heading', { name: 'Reset a forgotten PIN' }).waitFor();
      expect(await focusedText(page)).toBe('Reset a forgotten PIN');
      // Cancelling goes back to the change form, focus on the button that opened the flow.
      await panel.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => focusedText(page)).toBe('Forgot PIN?');
      await panel.getByRole('button', { name: 'Forgot PIN?' }).click();

      await panel.getByRole('button', { name: 'E-mail me a code' }).click();
      await panel.getByRole('status').filter({ hasText: `We e-mailed a 6-digit code to ${creator.email}. It works for 15 minutes.` }).waitFor();
      await expect.poll(() => focusedLabel(page)).toBe('Code from the e-mail');
      const code = await lastCode(creator.email, 1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The browser's own checks first: the first field to fix gets focus, with its error.
      await panel.getByRole('button', { name: 'Reset PIN' }).click();
      await panel.getByText('The code is the 6 digits in the e-mail we sent you.').waitFor();
      expect(await panel.getByLabel('Code from the e-mail').getAttribute('aria-invalid')).toBe('true');
      await panel.getByLabel('Code from the e-mail').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
      await panel.getByLabel('New PIN', { exact: true }).fill('9753');
      await panel.getByLabel('New PIN again').fill('9754');
      await panel.getByRole('button', { name: 'Reset PIN' }).click();
      await panel.getByText('The two PINs are not the same.').waitFor();
      await expect.poll(() => focusedLabel(page)).toBe('New PIN again');
      await panel.getByLabel('New PIN again').fill('9753');

      // A wrong code: the server's words, announced, counted against the PIN's lock-out.
      await panel.getByRole('button', { name: 'Reset PIN' }).click();
      await expect.poll(() => panel.getByRole('alert').innerText()).toBe('Wrong code. 4 more wrong tries lock withdrawals for 30 minutes.');
      // Another code within the minute is refused, in the server's words too.
      await panel.getByRole('button', { name: 'Send a new code' }).click();
      await expect.poll(() => panel.getByRole('alert').innerText()).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);

      await panel.getByLabel('Code from the e-mail').fill(code);
      await panel.getByRole('button', { name: 'Reset PIN' }).click();
      await panel.getByRole('status').filter({ hasText: 'Your withdrawal PIN has been reset. Withdrawals will ask for the new one.' }).waitFor();
      await expect.poll(() => focusedText(page)).toBe('Forgot PIN?');
      expect(await panel.getByRole('heading', { name: 'Reset a forgotten PIN' }).count()).toBe(0);

      // The new PIN is the PIN now; the old one is not.
      const api = clientFor(server, creator);
      expect((await api.call('setWithdrawalPin', { pin: '1357', currentPin: PIN })).error?.message).toMatch(/^currentPin: wrong PIN/);
      expect((await api.call('setWithdrawalPin', { pin: '1357', currentPin: '9753' })).status).toBe(200);
      await expect
        .poll(async () => ((await api.call<{ notifications: { message: string }[] }>('listNotifications', {})).result?.notifications ?? []).map((n) => n.message), { timeout: 15_000 })
        .toContainEqual(expect.stringMatching(/^Your withdrawal PIN was reset with a code e-mailed to you/));
      // The browser logs the refused calls (the wrong code: 400; the second code: 429); nothing else.
      expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|429)/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('passes axe in both themes at 375 and 1280 px, without sideways scrolling (screenshots in test-results/screenshots)', async () => {
    const views: View[] = [
      { width: 1280, height: 900, theme: 'light' },
      { width: 1280, height: 900, theme: 'dark' },
      { width: 375, height: 812, theme: 'light' },
      { width: 375, height: 812, theme: 'dark' },
    ];
    for (const view of views) {
      const tag = `${view.width}-${view.theme}`;
      // One creator per view: a new code may be asked for once a minute.
      const creator = await creatorWithPin('Rohan Desai');
      const { page, errors, close } = await openPageAs(browser, server, creator, view);
      try {
        const section = await openPayouts(page, server);
        const panel = section.getByRole('region', { name: 'Withdrawal PIN' });
        await shoot(page, panel, `pin-panel-${tag}`, screenshotsDir);
        await panel.getByRole('button', { name: 'Forgot PIN?' }).click();
        await panel.getByRole('button', { name: 'E-mail me a code' }).waitFor();
        await noSidewaysScroll(page, `the reset flow at ${tag}`, 'section[aria-labelledby="payouts-heading"]');
        expect(await seriousAxeViolations(page), `the reset flow's first step at ${tag}`).toEqual([]);
        await shoot(page, panel, `pin-reset-ask-${tag}`, screenshotsDir);

        await panel.getByRole('button', { name: 'E-mail me a code' }).click();
        await panel.getByLabel('Code from the e-mail').waitFor();
        await panel.getByLabel('New PIN', { exact: true }).fill('97');
        await panel.getByRole('button', { name: 'Reset PIN' }).click();
        await panel.getByText('A PIN is 4 to 6 digits.').waitFor();
        await noSidewaysScroll(page, `the reset form at ${tag}`, 'section[aria-labelledby="payouts-heading"]');
        expect(await seriousAxeViolations(page), `the reset form at ${tag}`).toEqual([]);
        await shoot(page, panel, `pin-reset-form-${tag}`, screenshotsDir);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
