import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe';
import { animationsSettled } from './browser';
import { picture } from './pictures';
import type { View } from './models';

export interface ViewLook {
  /** The view's name for messages and pictures, e.g. `375-dark`. */
  tag: string;
  /**
   * True when this width was already looked at in the other theme: the same document in other
   * colours, so a scan need only check colours (seriousAxeViolations' coloursOnly).
   */
  coloursOnly: boolean;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/**
 * Looks at the screen the page is on in each view, desktop and phone, light and dark, without loading
 * it or walking the flow to it again: the viewport is resized and the theme switched in place. Four
 * fresh pages walking the same flow cost four times the browser's and the server's work for the same
 * screens (issue 29). The page's own view comes first and is put back afterwards, so the flow goes on
 * as it was. The theme is switched by the header's toggle, clicked in the page's script: behind an
 * open dialog it cannot be reached by the pointer, and a click there would close the dialog besides
 * (routes.test clicks it as a person does, on every screen).
 */
export async function inEveryView(page: Page, look: (view: View, seen: ViewLook) => Promise<void>, sizes: { desktop?: { width: number; height: number }; phone?: { width: number; height: number } } = {}): Promise<void> {
  const start = page.viewportSize() ?? DESKTOP;
  const startTheme = await themeOf(page);
  const other = startTheme === 'light' ? 'dark' : 'light';
  const desktop = sizes.desktop ?? DESKTOP;
  const phone = sizes.phone ?? PHONE;
  const startsOnPhone = start.width < 640;
  const [first, second] = startsOnPhone ? [start, desktop] : [start, phone];
  // Four views with three switches: this width in both themes, then the other width in both.
  const order: (View & { coloursOnly: boolean })[] = [
    { ...first, theme: startTheme, coloursOnly: false },
    { ...first, theme: other, coloursOnly: true },
    { ...second, theme: other, coloursOnly: false },
    { ...second, theme: startTheme, coloursOnly: true },
  ];
  for (const view of order) {
    await showView(page, view);
    await look({ width: view.width, height: view.height, theme: view.theme }, { tag: `${view.width}-${view.theme}`, coloursOnly: view.coloursOnly });
  }
  await showView(page, { ...start, theme: startTheme });
}

/**
 * Looks at the screen the page is on at each width, desktop and phone, in its own theme, without
 * loading it again: for what a width can change (the layout, what is shown), not the colours. The
 * page's own width comes first and is put back afterwards.
 */
export async function inEachWidth(page: Page, look: (size: { width: number; height: number }, tag: string) => Promise<void>, sizes: { desktop?: { width: number; height: number }; phone?: { width: number; height: number } } = {}): Promise<void> {
  const start = page.viewportSize() ?? DESKTOP;
  const theme = await themeOf(page);
  const second = start.width < 640 ? (sizes.desktop ?? DESKTOP) : (sizes.phone ?? PHONE);
  for (const size of [start, second]) {
    await showView(page, { ...size, theme });
    await look(size, String(size.width));
  }
  await showView(page, { ...start, theme });
}

/**
 * The page does not scroll sideways, once what a resize sets going has settled: a chart (Chart.js)
 * takes the new width from a ResizeObserver a frame or more after the viewport changed, so a first
 * measure on a loaded machine can still see the old width. An overflow that stays fails.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${where} scrolls sideways` })
    .toBeLessThanOrEqual(0);
}

/**
 * The look most screens get where they stand: in every view, no sideways scrolling and no serious
 * axe violation, and a picture `<name>-<view>` of the whole page when pictures are asked for.
 */
export function fitsAndPassesAxeInEveryView(page: Page, name: string): Promise<void> {
  return inEveryView(page, async (_view, { tag, coloursOnly }) => {
    await expectNoSidewaysScroll(page, `${name} at ${tag}`);
    expect(await seriousAxeViolations(page, { coloursOnly }), `${name} at ${tag}`).toEqual([]);
    await picture(page, `${name}-${tag}`, { fullPage: true });
  });
}

async function themeOf(page: Page): Promise<'light' | 'dark'> {
  return (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
}

async function showView(page: Page, view: View): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== view.width || size.height !== view.height) await page.setViewportSize({ width: view.width, height: view.height });
  const switched = await page.evaluate((theme) => {
    if (document.documentElement.classList.contains('dark') === (theme === 'dark')) return true;
    const toggle = document.querySelector<HTMLButtonElement>(`button[aria-label="Switch to ${theme} theme"]`);
    toggle?.click();
    return document.documentElement.classList.contains('dark') === (theme === 'dark');
  }, view.theme ?? 'light');
  if (!switched) throw new Error(`The page has no theme toggle that switched it to ${view.theme ?? 'light'}`);
  // The new layout and colours painted, and what a resize or a theme sets moving (a transition) at rest.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await animationsSettled(page);
}
