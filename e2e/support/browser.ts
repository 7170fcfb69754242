import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order; a healthy page leaves this empty. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in its own context (no shared cookies or cache between tests) that records errors. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors, close: () => context.close() };
}
