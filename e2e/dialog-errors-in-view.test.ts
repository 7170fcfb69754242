import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { TEST_CHECKOUT_FAILURES } from '../src/shared/contracts/payments/tips';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { createModel, openPageAs, previewImage, type View } from './support/models';
import { startServer, type ServerProcess } from './support/server';
import { confirmButton, openModelTipDialog, testCheckout } from './support/tips';

// Issue 28 item 5: a failed tip drew its red box under the dialog's Cancel/Send footer, out of
// sight, at both widths. Every error a dialog shows must be where the person can read it.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Anjali Rao'), signUpViaApi(server, 'Vikram Menon')]);
  model = await createModel(server, creator, { title: 'Planetary gear set', previews: [{ name: 'front.png', bytes: await previewImage(262) }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Points along the box's middle column, from just inside its top to just inside its bottom, that
 * hit something other than the box itself: a footer drawn over it, or nothing (clipped or off screen).
 */
async function coveredPoints(box: Locator): Promise<string[]> {
  return box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const covered: string[] = [];
    for (const y of [rect.top + 2, rect.top + rect.height / 2, rect.bottom - 2]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !element.contains(hit)) covered.push(`${Math.round(y)}px: ${hit ? `${hit.tagName} ${hit.textContent?.slice(0, 40) ?? ''}` : 'nothing (off screen)'}`);
    }
    return covered;
  });
}

describe('an error a dialog shows is in view', () => {
  const views: View[] = [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ];
  for (const view of views) {
    it(`shows a failed tip's red box uncovered and inside the screen at ${view.width} px`, async () => {
      const { page, errors, close } = await openPageAs(browser, server, fan, view);
      try {
        const dialog = await openModelTipDialog(page, `${server.url}/model/${model.slug}/${model.id}`, 'Planetary gear set', 'Anjali Rao');
        // Test mode adds its notice, so the form is taller than the screen at both widths.
        await dialog.getByLabel('Test mode').check();
        await dialog.getByLabel('Message (optional)').fill('The planet carrier printed perfectly!');
        await confirmButton(dialog).click();
        const pay = testCheckout(page);
        await pay.getByLabel('Wrong UPI PIN').check();
        await pay.getByRole('button', { name: 'Fail payment' }).click();
        await pay.waitFor({ state: 'detached' });

        const alert = dialog.getByRole('alert');
        await alert.waitFor();
        expect(await alert.innerText()).toBe(TEST_CHECKOUT_FAILURES['wrong-pin']);
        await expect.poll(() => coveredPoints(alert)).toEqual([]);
        const box = await alert.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(view.height);
        // Send stays reachable for another try.
        expect(await confirmButton(dialog).isVisible()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
