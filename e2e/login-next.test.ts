import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { createModel, openPageAs } from './support/models';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
let member: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  member = await signUpViaApi(server, 'Farah Siddiqui');
  model = await createModel(server, member, { title: 'Kolam tile' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
const topBarLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

async function logIn(page: Page, account: E2eAccount) {
  await page.getByLabel(/e-?mail or username/i).fill(account.email);
  await page.getByLabel(/^password/i).first().fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

describe("the top bar's Login and Sign Up carry the page as next", () => {
  it('logs in from a model page and lands back on it', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      const here = `/model/${model.slug}/${model.id}`;
      await page.goto(`${server.url}${here}`);
      await page.getByRole('heading', { level: 1, name: 'Kolam tile' }).waitFor();
      expect(await topBarLink(page, 'Login').getAttribute('href')).toBe(`/login?next=${encodeURIComponent(here)}`);
      expect(await topBarLink(page, 'Sign Up').getAttribute('href')).toBe(`/signup?next=${encodeURIComponent(here)}`);
      await topBarLink(page, 'Login').click();
      await page.waitForURL((url) => url.pathname === '/login');
      // On the login page the links pass its next on rather than pointing at /login itself.
      expect(await topBarLink(page, 'Sign Up').getAttribute('href')).toBe(`/signup?next=${encodeURIComponent(here)}`);
      await logIn(page, member);
      await page.waitForURL((url) => url.pathname + url.search === here);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the query of the page (explore) and uses the phone menu too', async () => {
    const { page, close } = await openPageAs(browser, server, null, { width: 375, height: 740 });
    try {
      await page.goto(`${server.url}/explore?q=kolam&sort=newest`);
      await page.getByRole('heading', { level: 1, name: 'Explore models' }).waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      expect(await menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/explore?q=kolam&sort=newest')}`);
      await menu.getByRole('link', { name: 'Login' }).click();
      await logIn(page, member);
      await page.waitForURL((url) => pathOf(page) === '/explore?q=kolam&sort=newest' && url.pathname === '/explore');
    } finally {
      await close();
    }
  });

  it('sends no next from the home page, nor from an address that reads as another site', async () => {
    const { page, close } = await openPageAs(browser, server, null);
    try {
      await page.goto(`${server.url}/`);
      await topBarLink(page, 'Login').waitFor();
      expect(await topBarLink(page, 'Login').getAttribute('href')).toBe('/login');
      await page.goto(`${server.url}//evil.example/path`);
      await topBarLink(page, 'Login').waitFor();
      expect(await topBarLink(page, 'Login').getAttribute('href')).toBe('/login');
    } finally {
      await close();
    }
  });
});

describe('/login and /signup when already signed in', () => {
  const cases: [string, string][] = [
    ['/login', '/dashboard'],
    ['/signup', '/dashboard'],
    [`/login?next=${encodeURIComponent('/explore?q=kolam')}`, '/explore?q=kolam'],
    [`/signup?next=${encodeURIComponent('/profile/edit')}`, '/profile/edit'],
    // Anything that is not a same-site path falls back to the dashboard: no open redirect.
    ...['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\t/evil.example', 'dashboard'].map(
      (next): [string, string] => [`/login?next=${encodeURIComponent(next)}`, '/dashboard'],
    ),
  ];

  it.each(cases)('%s sends a signed-in visitor on to %s', async (from, to) => {
    const { page, close } = await openPageAs(browser, server, member);
    try {
      await page.goto(`${server.url}${from}`);
      await page.waitForURL(() => pathOf(page) === to);
      expect(new URL(page.url()).origin).toBe(server.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await close();
    }
  });

  it('replaces the history entry, so Back does not return to the form', async () => {
    const { page, close } = await openPageAs(browser, server, member);
    try {
      await page.goto(`${server.url}/about`);
      await page.goto(`${server.url}/login`);
      await page.waitForURL(`${server.url}/dashboard`);
      await page.goBack();
      await page.waitForURL(`${server.url}/about`);
    } finally {
      await close();
    }
  });
});
