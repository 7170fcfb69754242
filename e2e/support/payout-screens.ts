import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eAccount } from './accounts';
import { seriousAxeViolations } from './axe';
import { inEveryView } from './every-view';
import { openPageAs } from './models';
import { screenshotsDir } from './paths';
import { noSidewaysScroll, openPayouts, shoot } from './payouts';
import { picture } from './pictures';
import type { ServerProcess } from './server';

const shots = screenshotsDir;
const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 780 } };

/**
 * The payout screens a creator and an admin meet, each looked at in every view where it stands: the
 * payouts section, the withdraw dialog, the bank form and /admin/withdrawals fit the screen, pass axe
 * and are photographed. Apart from payouts.test's money flow, which it follows (a completed withdrawal
 * to list): the layout and the flow change for different reasons.
 */
export async function payoutScreensInEveryView(browser: Browser, server: ServerProcess, creator: E2eAccount, admin: E2eAccount): Promise<void> {
  const creatorPage = await openPageAs(browser, server, creator, { ...sizes.desktop, theme: 'light' });
  try {
    const { page } = creatorPage;
    const section = await openPayouts(page, server);
    await section.getByRole('list', { name: 'Withdrawals' }).waitFor();
    await inEveryView(page, async (_view, { tag, coloursOnly }) => {
      await noSidewaysScroll(page, `the payouts section at ${tag}`, 'section[aria-labelledby="payouts-heading"]');
      expect(await seriousAxeViolations(page, { coloursOnly }), `/earnings ${tag}`).toEqual([]);
      await shoot(page, section, `payouts-section-${tag}`, shots);
    }, sizes);
    await section.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw earnings' });
    await dialog.getByLabel('Amount in rupees').fill('250');
    await dialog.getByText('Fee ₹5.00 · You receive ₹245.00').waitFor();
    await inEveryView(page, async (_view, { tag, coloursOnly }) => {
      expect(await seriousAxeViolations(page, { coloursOnly }), `withdraw dialog ${tag}`).toEqual([]);
      await picture(page, `payouts-withdraw-dialog-${tag}`);
    }, sizes);
    await page.keyboard.press('Escape');
    await section.getByRole('button', { name: 'Add a bank account' }).click();
    await section.getByLabel("Account holder's name").waitFor();
    await inEveryView(page, async (_view, { tag }) => {
      await noSidewaysScroll(page, `the bank form at ${tag}`, 'section[aria-labelledby="payouts-heading"]');
      await shoot(page, section.getByRole('region', { name: 'Payout methods' }), `payouts-bank-form-${tag}`, shots);
    }, sizes);
    expect(creatorPage.errors).toEqual([]);
  } finally {
    await creatorPage.close();
  }
  const adminPage = await openPageAs(browser, server, admin, { ...sizes.phone, theme: 'dark' });
  try {
    const { page } = adminPage;
    await page.goto(`${server.url}/admin/withdrawals?status=completed`);
    await page.getByRole('list', { name: 'Withdrawals' }).waitFor();
    await inEveryView(page, async (_view, { tag, coloursOnly }) => {
      await noSidewaysScroll(page, `/admin/withdrawals at ${tag}`, 'main');
      // A signed-in top bar (bell, theme, avatar, menu) fits a 360 px phone too: the wordmark gives way.
      await noSidewaysScroll(page, `the top bar at ${tag}`, 'header');
      expect(await seriousAxeViolations(page, { coloursOnly }), `/admin/withdrawals ${tag}`).toEqual([]);
      await shoot(page, page.locator('main'), `admin-withdrawals-${tag}`, shots);
    }, sizes);
    expect(adminPage.errors).toEqual([]);
  } finally {
    await adminPage.close();
  }
}
