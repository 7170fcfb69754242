import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, switchTheme } from './support/browser';
import { analysedModel, clientFor, createModel, fixture, openPageAs, seedShowroom, settleImages, VIEWS, type View } from './support/models';
import { formatArea, formatDimensions, formatVolume } from '../src/web/features/models/detail/format-measurements';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
let owner: E2eAccount;
let stranger: E2eAccount;
let cube: ModelDetail;
let secret: ModelDetail;

const CUBE_DESCRIPTION = 'A 20 mm calibration cube with X, Y and Z embossed on its faces.\nPrint it first on a new printer.\n\nLayer height 0.2 mm, no supports.';
const path_ = (m: Pick<ModelDetail, 'slug' | 'id'>) => `/model/${m.slug}/${m.id}`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [owner, stranger] = await Promise.all([signUpViaApi(server, 'Meera Krishnan'), signUpViaApi(server, 'Ravi Shankar')]);
  ({ cube, secret } = await seedShowroom(server, owner, CUBE_DESCRIPTION));
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const openAs = (who: E2eAccount | null, view?: View) => openPageAs(browser, server, who, view);

const notA404 = (errors: string[]) => errors.filter((e) => !e.includes('status of 404'));

describe('the model page', () => {
  it('shows the model with its measurements, and its links download the exact files', async () => {
    const { page, errors, close } = await openAs(null);
    try {
      await page.goto(`${server.url}${path_(cube)}`);
      await page.getByRole('heading', { level: 1, name: 'XYZ calibration cube' }).waitFor();
      expect(await page.title()).toBe('XYZ calibration cube · Meshmandi');
      await expect.poll(() => page.getByText('Analysing…').count(), { timeout: 30_000 }).toBe(0);

      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: /Meera Krishnan/ }).getAttribute('href')).toBe(`/profile/${owner.uid}`);
      expect(await page.getByTestId('licence').textContent()).toBe('Creative Commons Attribution 4.0');
      expect(await page.getByTestId('model-description').innerText()).toBe(CUBE_DESCRIPTION);
      for (const tag of ['calibration', 'benchmark', 'beginner']) await main.getByText(tag, { exact: true }).waitFor();
      expect(await main.getByRole('link', { name: 'Edit' }).count() + (await main.getByRole('button', { name: 'Delete' }).count())).toBe(0);

      const measured = await analysedModel(server, owner, cube.id);
      const stl = measured.files.find((f) => f.name === '20mm-xyz-cube.stl')!.analysis!;
      expect(stl.triangles).toBe(260);
      const analysis = page.getByTestId('model-file').filter({ hasText: '20mm-xyz-cube.stl' }).getByTestId('file-analysis');
      const text = await analysis.innerText();
      expect(text).toContain('260');
      expect(text).toContain(formatDimensions(stl.sizeX, stl.sizeY, stl.sizeZ));
      expect(text).toContain(formatVolume(stl.volume));
      expect(text).toContain(formatArea(stl.area));
      expect(text).toMatch(/Watertight\s+Yes/);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download 20mm-xyz-cube.stl' }).click()]);
      expect(download.suggestedFilename()).toBe('20mm-xyz-cube.stl');
      expect(fs.readFileSync((await download.path())!).equals(fixture('20mm-xyz-cube.stl'))).toBe(true);

      const zipHref = await page.getByRole('link', { name: 'Download all (ZIP)' }).getAttribute('href');
      const zip = await page.request.get(`${server.url}${zipHref}`);
      expect(zip.status()).toBe(200);
      expect(zip.headers()['content-type']).toContain('application/zip');
      expect((await zip.body()).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('steps through the images with the arrow keys', async () => {
    const { page, errors, close } = await openAs(null);
    try {
      await page.goto(`${server.url}${path_(cube)}`);
      const image = page.getByTestId('gallery-image');
      await image.waitFor();
      // Every stored width is offered (no upscaling: a 1200 px original has 400 and 800 only).
      expect(await image.getAttribute('srcset')).toMatch(/-400\.webp 400w, \S+-800\.webp 800w$/);
      await page.getByRole('group', { name: /Image 1 of 3/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => image.getAttribute('alt')).toBe('XYZ calibration cube, image 2 of 3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => image.getAttribute('alt')).toBe('XYZ calibration cube, image 3 of 3');
      await page.getByRole('button', { name: 'Show image 1 of 3' }).click();
      await expect.poll(() => image.getAttribute('alt')).toBe('XYZ calibration cube, image 1 of 3');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('counts a Copy link share and shows the new count', async () => {
    const { page, context, errors, close } = await openAs(stranger);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.goto(`${server.url}${path_(cube)}`);
      const shares = page.getByTestId('stat-shares');
      await shares.waitFor();
      const before = Number((await shares.innerText()).split('\n')[0]!.replace(/,/g, ''));
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('menuitem', { name: 'Copy link' }).click();
      await page.getByText('Link copied to the clipboard.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${path_(cube)}`);
      await expect.poll(() => shares.innerText()).toContain(String(before + 1));
      const answer = await clientFor(server, stranger).call('getModel', { modelId: cube.id });
      expect(answer.result.model.shares).toBe(before + 1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('draws each viewable file in the 3D view, its canvas named from the moment it is on the page', async () => {
    const { page, errors, close } = await openAs(null);
    try {
      // Each canvas that is an image is checked for its text as it is added: axe in another test
      // once caught the 3D view's between its start and the next render.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { unnamedImages: string[] }).unnamedImages = seen;
        new MutationObserver((changes) => {
          for (const change of changes) for (const node of change.addedNodes) {
            if (node instanceof HTMLCanvasElement && node.getAttribute('role') === 'img' && !node.getAttribute('aria-label')) seen.push(node.outerHTML.slice(0, 80));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.url}${path_(cube)}`);
      await page.getByRole('tab', { name: '3D view' }).click();
      const viewer = page.getByTestId('model-viewer');
      await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toMatch(/ready|error/);
      expect(await viewer.getAttribute('data-state'), await viewer.innerText()).toBe('ready');
      await page.getByTestId('model-viewer-canvas').waitFor();
      await picture(page, 'model-page-3d-1280-light');

      await page.getByLabel('File shown').selectOption({ label: 'box.obj' });
      await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
      await page.getByRole('tab', { name: /Images/ }).click();
      await page.getByTestId('gallery-image').waitFor();
      expect(await page.evaluate(() => (window as unknown as { unnamedImages: string[] }).unnamedImages)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('moves a wrong or missing slug to the canonical address in one load (the server redirects)', async () => {
    const { page, errors, close } = await openAs(null);
    try {
      let loads = 0;
      page.on('domcontentloaded', () => (loads += 1));
      for (const start of [`/model/wrong-slug/${cube.id}`, `/model/${cube.id}`]) {
        loads = 0;
        await page.goto(`${server.url}${start}`);
        await page.waitForURL((url) => url.pathname === path_(cube));
        await page.getByRole('heading', { level: 1, name: 'XYZ calibration cube' }).waitFor();
        expect(loads).toBe(1);
      }
      // about:blank and the two visits: the corrections replaced their entries (pushes would make 5),
      // so Back never leads to the wrong address again.
      expect(await page.evaluate(() => history.length)).toBe(3);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says 'Model not found' for an unknown id and for someone else's private model", async () => {
    for (const [who, target] of [
      [null, '/model/no-such-model-0000'],
      [stranger, path_(secret)],
      [null, `/model/${secret.id}`],
    ] as const) {
      const { page, errors, close } = await openAs(who);
      try {
        const response = await page.goto(`${server.url}${target}`);
        // The document answers 404 too, so search engines never index the not-found screen.
        expect(response?.status()).toBe(404);
        await page.getByRole('heading', { level: 1, name: 'Model not found' }).waitFor();
        expect(await page.getByRole('main').getByRole('link', { name: /home page/ }).getAttribute('href')).toBe('/');
        expect(await page.title()).toBe('Model not found · Meshmandi');
        // The browser logs the expected 404 answer as a console error; nothing else may appear.
        expect(notA404(errors)).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('shows the owner a Private badge, and Edit and Delete (visitors see neither)', async () => {
    const { page, errors, close } = await openAs(owner);
    try {
      expect((await page.goto(`${server.url}${path_(secret)}`))?.status()).toBe(200);
      const header = page.getByRole('main').locator('header').first();
      await header.getByRole('heading', { level: 1, name: 'Unreleased drone frame' }).waitFor();
      await header.getByText('Private', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/model/${secret.id}/edit`);
      await page.getByRole('button', { name: 'Delete' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets the owner delete the model from its page, then shows My Models', async () => {
    const doomed = await createModel(server, owner, { title: 'Scratch bracket' });
    const { page, errors, close } = await openAs(owner);
    try {
      await page.goto(`${server.url}${path_(doomed)}`);
      // It has no images, so the page opens on its 3D view: the owner deletes it once it is shown
      // (a file still loading when its model is deleted would rightly answer 404).
      await page.getByTestId('model-viewer-canvas').waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this model?' });
      await dialog.getByRole('button', { name: 'Delete model' }).click();
      await page.waitForURL((url) => url.pathname === '/manage');
      await page.getByRole('heading', { level: 1, name: 'My Models' }).waitFor();
      await page.getByRole('link', { name: 'XYZ calibration cube', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Scratch bracket', exact: true }).count()).toBe(0);
      expect((await clientFor(server, owner).call('getModel', { modelId: doomed.id })).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows related models', async () => {
    const { page, errors, close } = await openAs(null);
    try {
      await page.goto(`${server.url}${path_(cube)}`);
      const related = page.getByRole('region', { name: 'More like this' });
      await related.waitFor();
      const titles = await related.getByTestId('model-card').getByRole('heading').allInnerTexts();
      expect(titles).toEqual(expect.arrayContaining(['Teapot for print tests', 'Calibration cylinder']));
      expect(titles).not.toContain('Unreleased drone frame');
      expect(titles).not.toContain('XYZ calibration cube');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('My Models', () => {
  it("lists the user's models, and deleting one removes it", async () => {
    const doomed = await createModel(server, owner, { title: 'Old prototype hinge' });
    const { page, errors, close } = await openAs(owner);
    try {
      await page.goto(`${server.url}/manage`);
      await page.getByRole('heading', { level: 1, name: 'My Models' }).waitFor();
      expect(await page.title()).toBe('My Models · Meshmandi');
      const rows = page.getByTestId('my-model-row');
      await rows.first().waitFor();
      const titles = await rows.getByRole('heading').allInnerTexts();
      expect(titles).toEqual(expect.arrayContaining(['Old prototype hinge', 'XYZ calibration cube', 'Unreleased drone frame']));
      await rows.filter({ hasText: 'Unreleased drone frame' }).getByText('Private', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Delete Old prototype hinge' }).click();
      await page.getByRole('dialog', { name: 'Delete this model?' }).getByRole('button', { name: 'Delete model' }).click();
      await expect.poll(() => rows.filter({ hasText: 'Old prototype hinge' }).count()).toBe(0);
      await page.reload();
      await rows.first().waitFor();
      expect(await rows.filter({ hasText: 'Old prototype hinge' }).count()).toBe(0);
      expect((await clientFor(server, owner).call('getModel', { modelId: doomed.id })).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('invites someone with no models to upload one', async () => {
    const { page, errors, close } = await openAs(stranger);
    try {
      await page.goto(`${server.url}/manage`);
      await page.getByRole('heading', { name: "You haven't uploaded any models yet" }).waitFor();
      expect(await page.getByRole('link', { name: 'Upload your first model' }).getAttribute('href')).toBe('/upload');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is reached from the user menu', async () => {
    const { page, close } = await openAs(owner);
    try {
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'My Models' }).click();
      await page.waitForURL((url) => url.pathname === '/manage');
    } finally {
      await close();
    }
  });
});

describe('both screens, at both widths and in both themes', () => {
  // Each screen is opened once and shown in every view (VIEWS' order: light, dark, then a phone's
  // width in each) with the header's toggle and a narrowed window, as a person would: a quarter
  // of the page loads, and the 3D view's drawing is waited for once per screen, not four times.
  for (const screen of [
    { name: 'model-page', who: () => owner, path: () => path_(cube), heading: 'XYZ calibration cube' },
    { name: 'manage', who: () => owner, path: () => '/manage', heading: 'My Models' },
    { name: 'manage-empty', who: () => stranger, path: () => '/manage', heading: 'My Models' },
  ]) {
    it(`${screen.name} at both widths and in both themes: fits, passes axe and is photographed`, async () => {
      const first = VIEWS[0]!;
      const { page, errors, close } = await openAs(screen.who(), first);
      try {
        await page.goto(`${server.url}${screen.path()}`);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        let shown = first;
        for (const view of VIEWS) {
          const where = `${screen.name} (${view.theme}, ${view.width} px)`;
          if (view.width !== shown.width) await page.setViewportSize(view);
          if (view.theme !== shown.theme) await switchTheme(page, view.theme ?? 'light');
          shown = view;
          await settleImages(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
          // The first view is scanned whole; the same document in the other theme, for its colours.
          if (view.width === 1280) expect(await seriousAxeViolations(page, { coloursOnly: view !== first }), where).toEqual([]);
          await picture(page, `${screen.name}-${view.width}-${view.theme}`, { fullPage: true });
        }
        expect(errors, screen.name).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
