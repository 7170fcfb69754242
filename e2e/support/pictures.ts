import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshotsDir } from './paths';

/**
 * Pictures are for people to look at (`E2E_SCREENSHOTS=1 npm test`): no test compares them, so the
 * everyday run neither takes them nor waits for what only a picture needs (decision 064).
 */
export const picturesAsked = process.env.E2E_SCREENSHOTS === '1';

export interface PictureOptions {
  /** The whole page rather than the viewport (a page only). */
  fullPage?: boolean;
}

/**
 * Saves test-results/screenshots/<name>.png (a name may start with a folder, `bulk-upload/list-375-dark`)
 * of a page or of one part of it, when pictures are asked for; otherwise does nothing. Every image is loaded and painted first, so the picture shows them.
 */
export async function picture(target: Page | Locator, name: string, options: PictureOptions = {}): Promise<void> {
  if (!picturesAsked) return;
  const page = 'goto' in target ? target : target.page();
  await imagesPainted(page);
  const file = path.join(screenshotsDir, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await ('goto' in target ? target.screenshot({ path: file, fullPage: options.fullPage }) : target.screenshot({ path: file }));
}

/**
 * Lazy images load only near the viewport, so a full-page picture would miss those below it: ask
 * for every image at once, including those a late row (related models) adds after the page is in.
 */
export async function imagesLoaded(page: Page): Promise<void> {
  const allLoaded = () => {
    const images = [...document.images];
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    return images.every((img) => img.complete && img.naturalWidth > 0);
  };
  await page.waitForFunction(allLoaded, undefined, { timeout: 30_000 }).catch(async (error: unknown) => {
    const unloaded = await page.evaluate(() => [...document.images].filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => `${img.currentSrc || img.src} (loading ${img.loading})`));
    throw new Error(`Images not loaded: ${unloaded.join('; ') || 'none by now'}`, { cause: error });
  });
}

/** Every image loaded, decoded and painted: what a picture needs beyond the layout a test measures. */
export async function imagesPainted(page: Page): Promise<void> {
  await imagesLoaded(page);
  // decode() of an image the browser has not started to load can wait for ever: every image has
  // loaded by now, so this only lets the last ones be decoded; two animation frames then paint them.
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
