import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { inEveryView } from './support/every-view';
import { createModel, openPageAs, previewImage, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';
import { REPORT_FILED_WITHIN_MS } from './support/report-proof';

// Issue 16 item 1: the public report form, reached from a model page by a visitor.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  creator = await signUpViaApi(server, 'Meera Pillai');
  model = await createModel(server, creator, { title: 'Brass door knob', previews: [{ name: 'front.png', bytes: await previewImage(40) }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modelPath = () => `/model/${model.slug}/${model.id}`;

async function openReportFromModel(page: Page) {
  await page.goto(`${server.url}${modelPath()}`);
  await page.getByRole('heading', { level: 1, name: 'Brass door knob' }).waitFor();
  await page.getByRole('link', { name: 'Report this model' }).click();
  await page.getByRole('heading', { level: 1, name: 'Report content' }).waitFor();
}

describe('the report form', () => {
  it('takes a visitor from a model page to a filed report with its reference number', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await openReportFromModel(page);
      expect(await page.getByLabel('Link to the content').inputValue()).toBe(modelPath());
      await page.getByLabel('Reason').selectOption('spam');
      await expect.poll(() => page.getByText('Filed as: Other').isVisible()).toBe(true);
      await page.getByLabel('Your e-mail address').fill('visitor@example.in');
      await page.getByLabel('What is wrong?').fill('The same knob is posted here every day.');
      expect(await page.getByText('39 / 4000 characters').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Send report' }).click();
      const reference = page.getByTestId('report-reference');
      await reference.waitFor({ timeout: REPORT_FILED_WITHIN_MS });
      expect(await reference.innerText()).toMatch(/^MM-[A-Z2-9]{8}$/);
      await picture(page, 'report-sent-1280-light', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('requires the DMCA statements for a copyright report, each marked at its field', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null, { width: 375, height: 740, theme: 'dark' });
    try {
      await page.goto(`${server.url}/report?url=${encodeURIComponent(modelPath())}`);
      await page.getByLabel('Reason').selectOption('copyright');
      await page.getByLabel('Your e-mail address').fill('owner@example.in');
      await page.getByLabel('What is wrong?').fill('This is my design, copied without permission.');
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' }).waitFor();
      for (const message of ['Describe the work you own.', 'Tick the good-faith statement.', 'Tick the statement that the notice is accurate.', 'Type your full name as your signature.']) {
        expect(await page.getByText(message).isVisible(), message).toBe(true);
      }
      expect(await page.getByLabel('The copyrighted work').getAttribute('aria-invalid')).toBe('true');
      await picture(page, 'report-dmca-errors-375-dark', { fullPage: true });

      await page.getByLabel('The copyrighted work').fill('My brass knob model, first published on my site in 2024');
      await page.getByLabel(/good-faith belief/).check();
      await page.getByLabel(/under penalty of perjury/).check();
      await page.getByLabel('Signature (your full legal name)').fill('Meera Pillai');
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByTestId('report-reference').waitFor({ timeout: REPORT_FILED_WITHIN_MS });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('links from the footer, and passes axe at 375 and 1280 px in both themes', async () => {
    // Walked once and looked at in every view in place (issue 29).
    const { page, close } = await openPageAs(browser, server, null, VIEWS[0]);
    try {
      await page.goto(`${server.url}/about`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Report Content / DMCA' }).click();
      await page.getByRole('heading', { level: 1, name: 'Report content' }).waitFor();
      await page.getByLabel('Reason').selectOption('copyright');
      await inEveryView(page, async (view, { tag, coloursOnly }) => {
        expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, tag).toBeLessThanOrEqual(view.width);
        await picture(page, `report-form-${tag}`, { fullPage: true });
      });
    } finally {
      await close();
    }
  });
});
