import type { Locator, Page } from 'playwright-core';

// The tip dialog as the tips browser tests find it (e2e/tips*.test.ts).

export const tipDialogNamed = (page: Page, creatorName: string) => page.getByRole('dialog', { name: `Support ${creatorName}` });
/** The built-in UPI test checkout, opened over the tip dialog. */
export const testCheckout = (page: Page) => page.getByRole('dialog', { name: 'Pay with UPI' });
/** The dialog's Send / Test Tip / Processing... button, whatever it says. */
export const confirmButton = (dialog: Locator) => dialog.locator('button[type=submit]');

/** Opens a model page and its creator's tip dialog. */
export async function openModelTipDialog(page: Page, modelUrl: string, modelTitle: string, creatorName: string): Promise<Locator> {
  await page.goto(modelUrl);
  await page.getByRole('heading', { level: 1, name: modelTitle }).waitFor();
  await page.getByRole('button', { name: `Tip Creator ${creatorName}` }).click();
  const dialog = tipDialogNamed(page, creatorName);
  await dialog.waitFor();
  return dialog;
}
