import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSuperAdmin, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { clientFor, openPageAs } from './support/models';
import { startServer, type ServerProcess } from './support/server';
import { verifyEmailViaApi } from './support/verify-email';

// Issue 28 item 12: a role picked in the admin users list is only sent once the admin confirms it
// in a dialog naming the person, the old role and the new one; Cancel leaves the role as it was.
let server: ServerProcess;
let browser: Browser;
let admin: E2eAccount;
let member: E2eAccount;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { LOG_LEVEL: 'info' } }), launchBrowser()]);
  [admin, member] = await Promise.all([signUpViaApi(server, 'Arjun Admin'), signUpViaApi(server, 'Nandini Rao')]);
  await Promise.all([makeSuperAdmin(server, admin), verifyEmailViaApi(server, member)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The member's role as the server holds it, read through the admin's user list. */
async function storedRole(): Promise<string> {
  const answer = await clientFor(server, admin).call<{ users: { uid: string; role: string }[] }>('listUsers', { query: 'Nandini' });
  if (!answer.result) throw new Error(`listUsers: ${answer.status} ${answer.error?.message ?? ''}`);
  return answer.result.users.find((user) => user.uid === member.uid)!.role;
}

describe('changing a role in the admin users list', () => {
  for (const view of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    it(`asks first, naming the person and both roles, and Cancel changes nothing (${view.width} px)`, async () => {
      const { page, errors, close } = await openPageAs(browser, server, admin, view);
      try {
        await page.goto(`${server.url}/admin`);
        await page.getByLabel('Search users').fill('Nandini');
        const select = page.getByRole('combobox', { name: 'Role of Nandini Rao' }).locator('visible=true');
        await select.waitFor();

        await select.selectOption('admin');
        const dialog = page.getByRole('dialog', { name: 'Change the role of Nandini Rao?' });
        await dialog.waitFor();
        expect(await dialog.innerText()).toContain('From User to Admin.');
        expect(await seriousAxeViolations(page), `role dialog at ${view.width} px`).toEqual([]);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await select.inputValue()).toBe('user');
        expect(await storedRole()).toBe('user');

        await select.selectOption('admin');
        await dialog.getByRole('button', { name: 'Change role' }).click();
        await page.getByRole('status').filter({ hasText: 'Role changed to Admin.' }).locator('visible=true').waitFor();
        expect(await select.inputValue()).toBe('admin');
        expect(await storedRole()).toBe('admin');

        // Back, so the next width starts from the same place; the question names the roles the other way round.
        await select.selectOption('user');
        expect(await dialog.innerText()).toContain('From Admin to User.');
        await dialog.getByRole('button', { name: 'Change role' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(storedRole).toBe('user');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('states a verified e-mail in words, with no Verified badge', async () => {
    const { page, close } = await openPageAs(browser, server, admin);
    try {
      await page.goto(`${server.url}/admin`);
      await page.getByLabel('Search users').fill('Nandini');
      const row = page.getByRole('row', { name: /Nandini Rao/ });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('E-mail verified');
      expect(text).not.toMatch(/(^|\s)Verified/);
    } finally {
      await close();
    }
  });
});
