// The whole journey in one browser: upload an STL with no preview (one is rendered) and a
// 3MF with two images, watch the progress, see the model in 3D with its analysis, download a file
// and the ZIP (byte for byte), edit the title, delete the model.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { cardTitles } from './support/explore';
import { clientFor, createModel, fixture, previewImage } from './support/models';
import { repoRoot } from './support/paths';
import { startServer, type ServerProcess } from './support/server';

const FIXTURES = path.join(repoRoot, 'src/server/models/analysis/fixtures');

let server: ServerProcess;
let browser: Browser;
let maker: E2eAccount;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  maker = await signUpViaApi(server, 'Lakshmi Prints');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

/** Distinct colours in the viewer's canvas: a blank or one-colour canvas has very few. */
function canvasColours(page: Page): Promise<number> {
  return page.getByTestId('model-viewer-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = 160;
    copy.height = 120;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0, copy.width, copy.height);
    const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  });
}

async function publish(page: Page, title: string): Promise<string> {
  const seen: number[] = [];
  await page.exposeFunction('recordProgress', (value: number) => seen.push(value)).catch(() => undefined);
  await page.evaluate(() => {
    let last = -1;
    new MutationObserver(() => {
      const value = Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') ?? NaN);
      if (!Number.isNaN(value) && value !== last) {
        last = value;
        void (window as unknown as { recordProgress(v: number): Promise<void> }).recordProgress(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').selectOption('3D Printing');
  await page.getByRole('button', { name: 'Publish model' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/model/'), { timeout: 60_000 });
  await expect.poll(() => seen.at(-1)).toBe(100);
  // SPEC §9: the bar only moves forward through upload (to 50), previews (60–80) and metadata (80).
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  expect(seen[0], JSON.stringify(seen)).toBe(0);
  expect(seen, JSON.stringify(seen)).toContain(80);
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('a model from upload to deletion', () => {
  it('uploads an STL with no preview and gets a rendered one', async () => {
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, maker);
      await page.goto(`${server.url}/upload`);
      await page.getByLabel('Choose model files').setInputFiles(path.join(FIXTURES, '20mm-xyz-cube.stl'));
      const id = await publish(page, 'Cube with a rendered preview');
      const model = (await clientFor(server, maker).call('getModel', { modelId: id })).result.model;
      expect(model.previewImages).toHaveLength(1);
      expect(model.previewImages[0].name).toMatch(/render/);
      const image = await fetch(`${server.url}${model.previewImages[0].url}`);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('uploads a 3MF with two images, shows it in 3D with its analysis, downloads, edits and deletes it', async () => {
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    const downloads = fs.mkdtempSync(path.join(server.dataDir, 'downloads-'));
    try {
      await signInContext(context, server, maker);
      await page.goto(`${server.url}/upload`);
      await page.getByLabel('Choose model files').setInputFiles(path.join(FIXTURES, 'core_cube_gears.3mf'));
      await page.getByLabel('Choose preview images').setInputFiles([
        { name: 'gears-front.png', mimeType: 'image/png', buffer: await previewImage(210) },
        { name: 'gears-top.png', mimeType: 'image/png', buffer: await previewImage(30) },
      ]);
      const id = await publish(page, 'Cube gears');

      // The analysis appears once the background job has run.
      const main = page.locator('main');
      await main.getByText('Cube gears', { exact: true }).first().waitFor();
      await expect.poll(() => main.innerText(), { timeout: 30_000 }).not.toContain('Analysing');
      expect(await main.innerText()).toMatch(/Triangles[\s\S]*Watertight/);

      await page.getByRole('tab', { name: '3D view' }).click();
      const viewer = page.getByTestId('model-viewer');
      await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
      await expect.poll(() => canvasColours(page), { timeout: 10_000 }).toBeGreaterThan(20);

      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download core_cube_gears.3mf' }).click()]);
      const fileCopy = path.join(downloads, 'file.3mf');
      await file.saveAs(fileCopy);
      expect(fs.readFileSync(fileCopy).equals(fixture('core_cube_gears.3mf'))).toBe(true);
      const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all (ZIP)' }).click()]);
      const zipCopy = path.join(downloads, 'all.zip');
      await zip.saveAs(zipCopy);
      const entries = await unzip(fs.readFileSync(zipCopy));
      expect([...entries.keys()]).toEqual(['core_cube_gears.3mf']);
      expect(entries.get('core_cube_gears.3mf')!.equals(fixture('core_cube_gears.3mf'))).toBe(true);

      await page.getByRole('link', { name: 'Edit' }).click();
      const title = page.getByLabel('Title', { exact: true });
      await expect.poll(() => title.inputValue()).toBe('Cube gears');
      await title.fill('Cube gears, tuned');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${id}`) && !url.pathname.endsWith('/edit'));
      await page.getByRole('heading', { level: 1, name: 'Cube gears, tuned' }).waitFor();

      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this model?' }).getByRole('button', { name: 'Delete model' }).click();
      await page.waitForURL((url) => url.pathname === '/manage');
      const gone = await clientFor(server, maker).call('getModel', { modelId: id });
      expect(gone.error?.message).toBe('Model not found');
      expect(fs.existsSync(path.join(server.dataDir, 'files', 'models', maker.uid, id))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('hands a file to a slicer through a signed link, and shows and filters by the print profile set in the edit form', async () => {
    const title = 'Slicer ready hook';
    const model = await createModel(server, maker, { title });
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, maker);
      await page.goto(`${server.url}/model/${model.id}`);
      const slicers = page.getByTestId('open-in-slicer');
      await slicers.waitFor();
      const hrefs = await Promise.all(
        ['PrusaSlicer', 'Bambu Studio', 'OrcaSlicer', 'Cura'].map((name) => slicers.getByRole('link', { name: `Open 20mm-xyz-cube.stl in ${name}` }).getAttribute('href')),
      );
      const schemes = hrefs.map((href) => href!.slice(0, href!.indexOf('?')));
      expect(schemes).toEqual(['prusaslicer://open', 'bambustudio://open', 'orcaslicer://open', 'cura://open']);
      const signed = new URL(new URLSearchParams(hrefs[0]!.slice(hrefs[0]!.indexOf('?'))).get('file')!);
      expect(signed.href.startsWith(`${server.url}/media/slicer/${model.files[0]!.id}/20mm-xyz-cube.stl?`)).toBe(true);
      expect(hrefs.every((href) => href!.endsWith(encodeURIComponent(signed.href)))).toBe(true);
      // Fetched without the browser's session, as a slicer fetches it: the link alone is the permission.
      const bytes = await fetch(signed);
      expect(bytes.status).toBe(200);
      expect(Buffer.from(await bytes.arrayBuffer()).equals(fixture('20mm-xyz-cube.stl'))).toBe(true);
      const tampered = new URL(signed);
      tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 3600));
      expect((await fetch(tampered)).status).toBe(403);

      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByLabel('Material', { exact: true }).selectOption('PETG');
      await page.getByLabel('Supports', { exact: true }).selectOption('none');
      await page.getByLabel('Layer height (mm)').fill('0.2');
      await page.getByLabel('Hours', { exact: true }).fill('1');
      await page.getByLabel('Minutes', { exact: true }).fill('30');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${model.id}`) && !url.pathname.endsWith('/edit'));
      const profile = page.getByTestId('print-profile');
      await expect.poll(() => profile.innerText().catch(() => '')).toMatch(/Material\s+PETG[\s\S]*Layer height\s+0\.2 mm[\s\S]*Supports\s+Not needed[\s\S]*Print time\s+1 h 30 min/);

      await page.goto(`${server.url}/explore?q=${encodeURIComponent(title)}`);
      await page.getByLabel('Print material').selectOption('PETG');
      await page.waitForURL((url) => url.searchParams.get('material') === 'PETG');
      await page.getByLabel('Prints without supports').check();
      await page.waitForURL((url) => url.searchParams.get('noSupports') === '1');
      await page.getByLabel('Print time', { exact: true }).selectOption('120');
      await page.waitForURL((url) => url.searchParams.get('maxPrintMinutes') === '120');
      await page.locator('main').getByText(title, { exact: true }).first().waitFor();
      // The address alone restores the filters, and a limit the model exceeds leaves it out.
      await page.goto(`${server.url}/explore?q=${encodeURIComponent(title)}&material=PETG&noSupports=1&maxPrintMinutes=60`);
      await expect.poll(() => page.getByLabel('Print material').inputValue()).toBe('PETG');
      // The results have come (cards, or the empty state, which names the search text), without it.
      const main = page.locator('main');
      await expect.poll(async () => (await main.getByTestId('model-card').count()) > 0 || (await main.getByText('No models match').count()) > 0).toBe(true);
      expect(await cardTitles(main)).not.toContain(title);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
