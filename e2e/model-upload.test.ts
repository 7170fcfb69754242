import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { animationsSettled, CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { inEveryView } from './support/every-view';
import { settleImages, VIEWS } from './support/models';
import { picture as screenPicture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';
import { CUBE, fillUploadForm, myModelCount, picture } from './support/upload-form';


let server: ServerProcess;
let browser: Browser;
let maker: E2eAccount;

let front: Buffer;
let side: Buffer;

interface ModelAnswer {
  model: { id: string; title: string; tags: string[]; category: string; description: string; files: { name: string }[]; previewImages: { id: string; name: string }[] };
  canEdit: boolean;
}

async function call<T>(account: E2eAccount, name: string, data: unknown): Promise<{ status: number; body: { result?: T; error?: { message: string } } }> {
  const response = await fetch(`${server.url}/api/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: account.cookie },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as { result?: T; error?: { message: string } } };
}

/** Uploads bytes over tus the way the server tests do, answering the upload id. */
/** The maker's upload page with the form filled in (title, category, tags, both pictures), not yet published. */
async function filledUploadForm(title: string) {
  const tracked = await openPage(browser, { localStorage: CONSENT_DECIDED });
  await signInContext(tracked.context, server, maker);
  await tracked.page.goto(`${server.url}/upload`);
  await fillUploadForm(tracked.page, title, { front, side });
  return tracked;
}

/** Publishes the filled form and waits for the new model's own page (not the page of `earlierId`, the model it names). */
async function publishToNewModelPage(page: Page, earlierId: string): Promise<void> {
  await page.getByRole('button', { name: 'Publish model' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/model/') && !url.pathname.endsWith(earlierId), { timeout: 45_000 });
}

async function tusUpload(account: E2eAccount, bytes: Buffer, filename: string, kind: 'model' | 'preview'): Promise<string> {
  const meta = Object.entries({ filename, kind }).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');
  const headers = { 'tus-resumable': '1.0.0', origin: server.url, cookie: account.cookie };
  const created = await fetch(`${server.url}/api/uploads`, { method: 'POST', headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': meta } });
  const id = created.headers.get('location')!.split('/').pop()!;
  await fetch(`${server.url}/api/uploads/${id}`, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  return id;
}

// The embedded database `npm start` uses, even when CI puts the other browser files' servers on
// PostgreSQL (decision 081): an upload's writes, files and analysis jobs on PGlite.
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ embedded: true }), launchBrowser()]);
  maker = await signUpViaApi(server, 'Meera Maker');
  [front, side] = await Promise.all([picture('png', 40), picture('png', 160)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('uploading a model', () => {
  let modelId = '';

  it('publishes files and images with the progress bar running to 100 %, then opens the model page', async () => {
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, maker);
      await page.goto(`${server.url}/upload`);
      await page.getByRole('heading', { level: 1, name: 'Upload a model' }).waitFor();
      // The title is set as the page mounts, a moment after its heading can be drawn.
      await expect.poll(() => page.title()).toBe('Upload a model · Meshmandi');
      await fillUploadForm(page, 'XYZ calibration cube', { front, side });
      await expect.poll(() => page.getByRole('list', { name: 'Chosen tags' }).innerText()).toMatch(/calibration\s+test print/);

      // Every value the bar takes, recorded in the page as it changes.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { progressSeen: number[] }).progressSeen = seen;
        new MutationObserver(() => {
          const value = Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') ?? NaN);
          if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
      });
      await page.getByRole('button', { name: 'Publish model' }).click();
      await page.locator('[role=progressbar][aria-valuenow="100"]').waitFor({ timeout: 30_000 });
      await page.waitForURL((url) => /^\/model\/[^/]+(\/[^/]+)?$/.test(url.pathname) && !url.pathname.endsWith('/upload'), { timeout: 15_000 });
      modelId = new URL(page.url()).pathname.split('/').pop()!;

      const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
      expect(seen.at(-1)).toBe(100);
      expect(seen).toContain(80);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);

      const answer = await call<ModelAnswer>(maker, 'getModel', { modelId });
      expect(answer.status).toBe(200);
      const model = answer.body.result!.model;
      expect(model).toMatchObject({ title: 'XYZ calibration cube', category: '3D Printing', tags: ['calibration', 'test print'] });
      expect(model.files.map((f) => f.name)).toEqual(['20mm-xyz-cube.stl']);
      expect(model.previewImages.map((p) => p.name)).toEqual(['front.png', 'side.png']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('names the models it remixes on the upload form: an address that is not a model is held before anything is sent, a good one is linked on publishing', async () => {
    const { page, errors, close } = await filledUploadForm('XYZ cube with a chamfer');
    try {
      const remixOf = page.getByLabel('Models this remixes');
      await remixOf.fill(`${server.url}/model/xyz-calibration-cube/${modelId}\n${server.url}/explore`);
      let sent = 0;
      page.on('request', (request) => void (request.url().includes('/api/uploads') && (sent += 1)));
      await page.getByRole('button', { name: 'Publish model' }).click();
      await page.getByText(`“${server.url}/explore” is not a model page`).waitFor();
      expect(sent).toBe(0);

      await remixOf.fill(`${server.url}/model/xyz-calibration-cube/${modelId}`);
      await publishToNewModelPage(page, modelId);
      await page.getByRole('list', { name: 'Models this remixes' }).getByRole('link', { name: /XYZ calibration cube/ }).waitFor();
      expect(await page.getByText('were not linked').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('publishes a model whose named source the server refuses, and says so on its page above the creator\'s editor', async () => {
    const { page, errors, close } = await filledUploadForm('XYZ cube, hollow');
    try {
      await page.getByLabel('Models this remixes').fill(`${modelId}\nZz9-_yXw00000000`);
      await publishToNewModelPage(page, modelId);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your model is published, but the models it remixes were not linked. Failed to declare remixes: no model you can see has the id Zz9-_yXw00000000.' })
        .waitFor();
      await page.getByLabel('Add a model this remixes').waitFor();
      expect(await page.getByRole('list', { name: 'Models this remixes' }).getByRole('link').count()).toBe(0);
      // The refusal itself is the one failed request the browser logs.
      expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found) (/api/fn/setRemixSources)']);
    } finally {
      await close();
    }
  });

  it('edits the title, puts a new image first and saves; the API shows the change', async () => {
    expect(modelId).not.toBe('');
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, maker);
      await page.goto(`${server.url}/model/${modelId}/edit`);
      const title = page.getByLabel('Title', { exact: true });
      await expect.poll(() => title.inputValue(), { timeout: 10_000 }).toBe('XYZ calibration cube');
      // The last file cannot be removed: a model keeps at least one.
      expect(await page.getByRole('button', { name: 'Remove 20mm-xyz-cube.stl' }).isDisabled()).toBe(true);

      await title.fill('XYZ calibration cube, 20 mm');
      await page.getByLabel('Add preview images').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', 90) });
      for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Move cover.jpg earlier' }).click();
      await page.getByRole('button', { name: 'Remove side.png' }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/model/') && !url.pathname.endsWith('/edit'), { timeout: 30_000 });

      const model = (await call<ModelAnswer>(maker, 'getModel', { modelId })).body.result!.model;
      expect(model.title).toBe('XYZ calibration cube, 20 mm');
      expect(model.previewImages.map((p) => p.name)).toEqual(['cover.jpg', 'front.png']);
      expect(model).toMatchObject({ tags: ['calibration', 'test print'], description: 'A 20 mm calibration cube with X, Y and Z on its faces.' });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("turns away someone else's edit and an unknown model with the server's words", async () => {
    const stranger = await signUpViaApi(server, 'Sita Stranger');
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, stranger);
      for (const [id, heading] of [[modelId, 'Unauthorized to edit this model'], ['no-such-model', 'Model not found']]) {
        await page.goto(`${server.url}/model/${id}/edit`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the server's refusal of a renamed JPG word for word, keeps the form filled and creates nothing", async () => {
    const newcomer = await signUpViaApi(server, 'Ravi Renamer');
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, newcomer);
      await page.goto(`${server.url}/upload`);
      await page.getByLabel('Choose model files').setInputFiles({ name: 'photo.stl', mimeType: 'model/stl', buffer: await picture('jpeg', 10) });
      await page.getByLabel('Choose preview images').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: front });
      await page.getByLabel('Title', { exact: true }).fill('Not really a model');
      await page.getByLabel('Category').selectOption('Other');
      await page.getByRole('button', { name: 'Publish model' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'photo.stl is not a 3D model file we accept' });
      await alert.waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/upload');
      await screenPicture(page, 'upload-refused-1280-light');
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Not really a model');
      expect(await page.getByRole('button', { name: 'Publish model' }).isEnabled()).toBe(true);
      expect(await myModelCount(server, newcomer)).toBe(0);
      // The refusal is a 400 answer, which the browser reports; nothing else may appear.
      expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses a file it cannot take before uploading anything', async () => {
    const { page, context, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, maker);
      await page.goto(`${server.url}/upload`);
      await page.getByLabel('Choose model files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a model') });
      await page.getByRole('alert').filter({ hasText: 'notes.txt is not a 3D model file we accept.' }).waitFor();
      await page.getByLabel('Choose preview images').setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
      await page.getByRole('alert').filter({ hasText: 'drawing.svg is not a JPG, PNG, GIF or WebP image.' }).waitFor();
      await page.getByRole('button', { name: 'Publish model' }).click();
      await page.getByRole('alert').filter({ hasText: 'Add at least one model file before publishing.' }).waitFor();
    } finally {
      await close();
    }
  });

  it('takes every tag however it is entered, holds Publish for one it cannot take, drops a picture that is not one, and lets a stale error go', async () => {
    const tagger = await signUpViaApi(server, 'Tara Tagger');
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, tagger);
      await page.goto(`${server.url}/upload`);
      await page.getByRole('heading', { level: 1, name: 'Upload a model' }).waitFor();
      // Publish with no file says so; adding one takes the words away, not only the red border.
      await page.getByRole('button', { name: 'Publish model' }).click();
      const noFile = page.getByRole('alert').filter({ hasText: 'Add at least one model file before publishing.' });
      await noFile.waitFor();
      await page.getByLabel('Choose model files').setInputFiles(CUBE);
      await expect.poll(() => noFile.count()).toBe(0);

      // A "picture" that is text whatever its name: refused at once, never shown as the cover.
      await page.getByLabel('Choose preview images').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await page.getByRole('alert').filter({ hasText: 'photo.png is not an image this browser can read. Choose a JPG, PNG, GIF or WebP picture.' }).waitFor();
      await expect.poll(() => page.getByRole('img', { name: /photo\.png/ }).count()).toBe(0);

      // Text that arrives with its commas in one go (autofill, a phone keyboard, a drop): every tag is taken.
      const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
      await tags.fill('a, b, c,');
      await expect.poll(() => page.getByRole('list', { name: 'Chosen tags' }).innerText()).toMatch(/^a\s+b\s+c$/);
      expect(await tags.inputValue()).toBe('');
      // One that cannot be a tag stays in the box with its reason, and Publish waits for it.
      await tags.fill('spur, !bad');
      await tags.press('Enter');
      await expect.poll(() => page.getByRole('list', { name: 'Chosen tags' }).innerText()).toMatch(/c\s+spur$/);
      expect(await tags.inputValue()).toBe('!bad');
      await page.getByLabel('Title', { exact: true }).fill('Tagged cube');
      await page.getByLabel('Category').selectOption('3D Printing');
      await page.getByRole('button', { name: 'Publish model' }).click();
      await page.getByText('Fix or remove “!bad”.').waitFor();
      expect(await tags.getAttribute('aria-invalid')).toBe('true');
      expect(await myModelCount(server, tagger)).toBe(0);
      // Put right, the typed tag goes with Publish without a comma or Enter.
      await tags.fill('helical');
      await page.getByRole('button', { name: 'Publish model' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/model/'), { timeout: 30_000 });
      const modelId = new URL(page.url()).pathname.split('/').pop()!;
      const answer = await call<ModelAnswer>(tagger, 'getModel', { modelId });
      expect(answer.body.result!.model.tags).toEqual(['a', 'b', 'c', 'spur', 'helical']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('renders a preview from the model when no image was chosen', async () => {
    const { page, context, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, maker);
      await page.goto(`${server.url}/upload`);
      await page.getByLabel('Choose model files').setInputFiles(CUBE);
      await page.getByLabel('Title', { exact: true }).fill('Rendered cube');
      await page.getByLabel('Category').selectOption('3D Printing');
      await page.getByRole('button', { name: 'Publish model' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/model/'), { timeout: 30_000 });
      const model = (await call<ModelAnswer>(maker, 'getModel', { modelId: new URL(page.url()).pathname.split('/').pop()! })).body.result!.model;
      expect(model.previewImages.map((p) => p.name)).toEqual(['rendered-cube-free-3d-model-render-1.webp']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/**
 * Checks one screen in every view, opened and prepared once and looked at in each view in place
 * (issue 29), then saves its screenshots for review.
 */
async function lookAt(name: string, url: string, prepare: (page: Page) => Promise<void>): Promise<void> {
  const { page, context, errors, close } = await openPage(browser, { viewport: VIEWS[0]!, theme: VIEWS[0]!.theme, localStorage: CONSENT_DECIDED });
  try {
    await signInContext(context, server, maker);
    await page.goto(`${server.url}${url}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await prepare(page);
    await inEveryView(page, async (view, { tag, coloursOnly }) => {
      // Seen from the top with nothing focused, as a visitor first meets it.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      // Measured with its images in, and once the blurred field's focus ring has faded out.
      await settleImages(page);
      await animationsSettled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${view.width} px`).toBeLessThanOrEqual(0);
      if (view.width === 1280) expect(await seriousAxeViolations(page, { coloursOnly }), `${name} (${view.theme})`).toEqual([]);
      await screenPicture(page, `${name}-${tag}`, { fullPage: true });
    });
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

describe('the upload and edit screens, at both widths and themes, with no sideways scroll and no serious axe findings', () => {
  it('upload, filled in', async () => {
    await lookAt('upload', '/upload', (page) => fillUploadForm(page, 'Articulated dragon', { front, side }));
  });

  it('edit', async () => {
    const created = await call<ModelAnswer>(maker, 'createModel', {
      title: 'Gear cube',
      category: '3D Printing',
      description: 'A cube with gears.',
      tags: ['gears'],
      fileUploadIds: [await tusUpload(maker, fs.readFileSync(CUBE), '20mm-xyz-cube.stl', 'model')],
      previewUploadIds: [await tusUpload(maker, front, 'front.png', 'preview'), await tusUpload(maker, side, 'side.png', 'preview')],
    });
    const url = `/model/${created.body.result!.model.id}/edit`;
    await lookAt('model-edit', url, (page) => page.getByLabel('Title', { exact: true }).waitFor());
  });
});
