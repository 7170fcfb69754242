import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { picturesAsked } from './pictures';

/** Consent already given, so the cookie bar does not cover what a test looks at. */
export const CONSENT_DECIDED = {
  'meshmandi.cookie-consent': JSON.stringify({ essential: true, analytics: false, preferences: false, marketing: false, decidedAt: '2026-11-22T00:00:00.000Z' }),
};

let chromiumProcess: Promise<Browser> | null = null;

async function workersChromium(): Promise<Browser> {
  const running = chromiumProcess ? await chromiumProcess.catch(() => null) : null;
  if (running?.isConnected()) return running;
  chromiumProcess = chromium.launch({
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
  return chromiumProcess;
}

/**
 * The worker's Chromium, started by its first file and kept for the next (the e2e project runs a
 * worker's files in one process, isolate: false), seen through a handle whose close() closes the
 * contexts opened through it rather than the browser: a launch and a close cost about 1.5 CPU-s a
 * file (decision 072). Every page is still in a context of its own; a browser that has died is
 * started again for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await workersChromium();
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext): BrowserContext => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') {
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
          opened.clear();
        };
      }
      if (property === 'newContext') return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order; a healthy page leaves this empty. */
  errors: string[];
  close(): Promise<void>;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  theme?: 'light' | 'dark';
  /** The browser's time zone (IANA name); the machine's when not given. */
  timezoneId?: string;
  /** Set before any page script runs, e.g. to decide the cookie bar in advance. */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
  /** The User-Agent the page sends; the headless browser's own names it headless (counted as a crawler by sponsored cards). */
  userAgent?: string;
}

/** A desktop Chrome's User-Agent, for a page that must be counted as a person's. */
export const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** A page in its own context (no shared cookies or cache between tests) that records errors. */
export async function openPage(browser: Browser, options: PageOptions | { width: number; height: number } = {}): Promise<TrackedPage & { context: BrowserContext }> {
  const opts: PageOptions = 'width' in options ? { viewport: options } : options;
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 800 }, colorScheme: opts.theme ?? 'light', ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}), ...(opts.userAgent ? { userAgent: opts.userAgent } : {}) });
  const local = { ...(opts.theme ? { 'meshmandi.theme': opts.theme } : {}), ...opts.localStorage };
  await context.addInitScript(
    ({ local, session }) => {
      for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
    },
    { local, session: opts.sessionStorage ?? {} },
  );
  const page = await context.newPage();
  waitForLiveApp(page);
  keepScreenshotsOnRequest(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" names no address in its text: the location says which request failed.
    const where = message.location().url;
    errors.push(`console: ${message.text()}${where && /Failed to load resource/.test(message.text()) ? ` (${where.replace(/^https?:\/\/[^/]+/, '')})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, context, errors, close: () => context.close() };
}

/**
 * A screenshot saved to a file is a picture for people (support/pictures.ts): skipped unless pictures
 * are asked for, for the files that still call page.screenshot with a path rather than picture().
 * A screenshot a test reads (no path) is taken.
 */
function keepScreenshotsOnRequest(page: Page): void {
  if (picturesAsked) return;
  const screenshot = page.screenshot.bind(page);
  page.screenshot = async (options?: Parameters<Page['screenshot']>[0]) => (options?.path ? Buffer.alloc(0) : screenshot(options));
}

/**
 * A page is loaded when the app is live: the server's drawing of it is inert until the app has
 * hydrated it (decision 022), and a click before then would do nothing. goto and reload wait for that.
 */
function waitForLiveApp(page: Page): void {
  const live = async () => {
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), undefined, { timeout: 15_000 });
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

/**
 * Waits for every finite animation and transition in the page to end: a dialog mid-fade-in may not
 * yet listen for Escape or an outside click, and text mid-fade is paler than it will be.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Changes the theme as a person does, with the header's toggle, and waits for the page to take it. */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, theme === 'dark');
  await animationsSettled(page);
}
