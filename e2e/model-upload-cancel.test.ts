import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { picture as screenPicture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';
import { fillUploadForm, myModelCount, picture } from './support/upload-form';

let server: ServerProcess;
let browser: Browser;
let maker: E2eAccount;
let pictures: { front: Buffer; side: Buffer };

/** What the server holds in its tus folder (each upload is a data file and a .json of metadata). */
function uploadsOnDisk(): string[] {
  return fs.readdirSync(path.join(server.dataDir, 'uploads'));
}

/**
 * Publishes the filled-in form with one kind of upload request held by `hold` until Cancel is
 * pressed (once `ready` says the upload is under way), then checks that the form is kept and that
 * nothing the server received stays on its disk or became a model.
 */
async function cancelHeldUpload(
  title: string,
  requests: string,
  hold: (route: Route, held: Promise<void>) => Promise<void>,
  ready: (page: Page, newUploads: () => string[]) => Promise<void>,
): Promise<void> {
  const { page, context, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
  try {
    await signInContext(context, server, maker);
    const before = { models: await myModelCount(server, maker), uploads: uploadsOnDisk() };
    const newUploads = () => uploadsOnDisk().filter((f) => !before.uploads.includes(f));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(requests, (route) => hold(route, held));
    await page.goto(`${server.url}/upload`);
    await fillUploadForm(page, title, pictures);
    await page.getByRole('button', { name: 'Publish model' }).click();
    await ready(page, newUploads);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    release();
    await page
      .getByRole('status')
      .filter({ hasText: 'Upload cancelled. Nothing was published' })
      .waitFor()
      .catch(async (error: unknown) => {
        // Seen once in CI and never here: say what the page showed instead.
        throw new Error(`No cancelled notice; the page showed:\n${await page.locator('main').innerText().catch(() => '(unreadable)')}`, { cause: error });
      });
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await expect.poll(newUploads, { timeout: 10_000 }).toEqual([]);
    expect(await myModelCount(server, maker)).toBe(before.models);
  } finally {
    await close();
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  maker = await signUpViaApi(server, 'Meera Maker');
  const [front, side] = await Promise.all([picture('png', 40), picture('png', 160)]);
  pictures = { front, side };
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('cancelling an upload', () => {
  it('cancels a running upload and deletes what reached the server', async () => {
    // Holds the file's bytes back until Cancel is pressed, so Cancel meets the upload half-way
    // however slow the machine (a timed hold let a loaded machine finish the upload first).
    let chunkHeld = false;
    await cancelHeldUpload('Cancelled cube', '**/api/uploads/*', async (route, held) => {
      if (route.request().method() === 'PATCH') {
        chunkHeld = true;
        await held;
      }
      await route.continue().catch(() => undefined);
    }, async (page) => {
      // Cancel once a chunk is on its way: the progress bar shows before the upload is made.
      await expect.poll(() => chunkHeld).toBe(true);
      await page.getByRole('progressbar').waitFor();
      await screenPicture(page, 'upload-progress-1280-light');
    });
  });

  it('cancelled while a chunk holds the upload, deletes it when the server first answers Locked', async () => {
    // The server's first answer to the deletion is 423, as when the chunk under way still holds the
    // upload's lock; the page asks again rather than leave the upload for the nightly sweep.
    let refused = 0;
    let chunkHeld = false;
    await cancelHeldUpload('Locked cube', '**/api/uploads/*', async (route, held) => {
      const method = route.request().method();
      if (method === 'PATCH') {
        chunkHeld = true;
        await held;
      }
      if (method === 'DELETE' && refused++ === 0) return route.fulfill({ status: 423, body: 'locked' });
      await route.continue().catch(() => undefined);
    }, async () => {
      // The progress bar shows before the upload is made: a Cancel then has nothing to delete
      // (CI once cancelled there, and no DELETE was sent). Cancel while a chunk holds the upload.
      await expect.poll(() => chunkHeld).toBe(true);
    });
    expect(refused).toBeGreaterThan(1);
  });

  it('cancelled while the server is still making the upload, deletes it once the server names it', async () => {
    // The creating POST reaches the server, which makes the upload; its answer is held until
    // Cancel is pressed, so Cancel comes before the page knows the upload's address.
    await cancelHeldUpload('Cancelled early cube', '**/api/uploads', async (route, held) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer }).catch(() => undefined);
    }, async (_page, newUploads) => {
      await expect.poll(() => newUploads().length).toBeGreaterThan(0);
    });
  });
});
