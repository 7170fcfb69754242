import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSuperAdmin, signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { picture } from './support/pictures';
import { clientFor } from './support/models';
import { startServer, type ServerProcess } from './support/server';

// Issue 16 item 9: /admin/cleanup's dry run, then a task run, for a super admin.
let server: ServerProcess;
let browser: Browser;
let admin: E2eAccount;

beforeAll(async () => {
  // Uploads expire after 3.6 seconds, so one is abandoned within the test.
  [server, browser] = await Promise.all([startServer({ env: { UPLOAD_EXPIRY_HOURS: '0.001' } }), launchBrowser()]);
  admin = await signUpViaApi(server, 'Arjun Admin');
  await makeSuperAdmin(server, admin);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** Starts a resumable upload and leaves it, as a closed tab would. */
async function abandonUpload(account: E2eAccount): Promise<void> {
  const metadata = `filename ${Buffer.from('never-finished.stl').toString('base64')},kind ${Buffer.from('model').toString('base64')}`;
  const response = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: { origin: server.url, cookie: account.cookie, 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': metadata },
  });
  expect(response.status).toBe(201);
}

describe('cleanup', () => {
  it('shows the dry run, then removes the abandoned upload it found, and says so', async () => {
    await abandonUpload(admin);
    // Abandoned once its 3.6 s expiry has passed: the dry run the page shows then finds it.
    await expect.poll(async () => (await clientFor(server, admin).call('previewCleanup', {})).result?.preview.abandonedUploads.count, { interval: 250 }).toBe(1);
    for (const [width, theme] of [
      [1280, 'light'],
      [375, 'dark'],
    ] as const) {
      const { page, context, errors, close } = await openPage(browser, { viewport: { width, height: 900 }, theme, localStorage: CONSENT_DECIDED });
      try {
        await signInContext(context, server, admin);
        await page.goto(`${server.url}/admin/cleanup`);
        const tasks = page.getByRole('list', { name: 'Cleanup tasks' });
        await tasks.getByText('Dry run:').first().waitFor();
        if (width === 1280) {
          await tasks.getByText(/1 upload, .* would be removed\./).waitFor();
          await picture(page, `admin-cleanup-${width}-${theme}`, { fullPage: true });
          await page.getByRole('button', { name: 'Remove 1' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
          await dialog.getByRole('button', { name: 'Remove' }).click();
          await page.getByRole('status').filter({ hasText: 'Abandoned uploads: 1 removed.' }).waitFor();
          await expect.poll(() => tasks.textContent()).toContain('Dry run: nothing to remove.');
        } else {
          // After the run the dry run finds nothing; a phone shows the same without sideways scrolling.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await picture(page, `admin-cleanup-${width}-${theme}`, { fullPage: true });
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
