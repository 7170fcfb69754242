import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { ModelDetail } from '../../src/shared/contracts/models/model-shapes';
import { fixture, uploadFile } from '../../src/server/test/model-factories';
import { TestClient } from '../../src/server/test/test-client';
import { signInContext, type E2eAccount } from './accounts';
import { CONSENT_DECIDED, openPage } from './browser';
import { imagesLoaded, imagesPainted, picturesAsked } from './pictures';
import type { ServerProcess } from './server';

export { fixture };

/** An HTTP client that is signed in as the account, the way its browser would be. */
export function clientFor(server: ServerProcess, account: E2eAccount): TestClient {
  const client = new TestClient(server.url);
  const eq = account.cookie.indexOf('=');
  client.cookies.set(account.cookie.slice(0, eq), account.cookie.slice(eq + 1));
  return client;
}

/**
 * A preview image that looks like a product shot (a shaded cube on a soft gradient), so the
 * screenshots show the page as people will see it rather than test noise.
 */
export async function previewImage(hue: number, width = 1200, height = 900): Promise<Buffer> {
  const c = (l: number) => `hsl(${hue} 55% ${l}%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 30% 96%)"/><stop offset="1" stop-color="hsl(${hue} 25% 84%)"/></linearGradient></defs>
    <rect width="400" height="300" fill="url(#bg)"/>
    <ellipse cx="200" cy="238" rx="96" ry="16" fill="hsl(${hue} 20% 40% / 0.25)"/>
    <polygon points="200,60 290,105 200,150 110,105" fill="${c(72)}"/>
    <polygon points="110,105 200,150 200,240 110,195" fill="${c(52)}"/>
    <polygon points="290,105 200,150 200,240 290,195" fill="${c(38)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface E2eModelOptions {
  title: string;
  description?: string;
  category?: string;
  tags?: string[];
  licence?: string;
  visibility?: 'public' | 'private';
  files?: { name: string; bytes: Buffer }[];
  previews?: { name: string; bytes: Buffer }[];
}

/** A model made the way the upload page makes one: tus uploads, then createModel. */
export async function createModel(server: ServerProcess, account: E2eAccount, options: E2eModelOptions): Promise<ModelDetail> {
  const client = clientFor(server, account);
  const files = options.files ?? [{ name: '20mm-xyz-cube.stl', bytes: fixture('20mm-xyz-cube.stl') }];
  const fileUploadIds: string[] = [];
  for (const f of files) fileUploadIds.push(await uploadFile(client, f.bytes, f.name, 'model'));
  const previewUploadIds: string[] = [];
  for (const p of options.previews ?? []) previewUploadIds.push(await uploadFile(client, p.bytes, p.name, 'preview'));
  const answer = await client.call('createModel', {
    title: options.title,
    description: options.description ?? '',
    category: options.category ?? '3D Printing',
    tags: options.tags ?? [],
    licence: options.licence ?? 'CC-BY-4.0',
    visibility: options.visibility ?? 'public',
    fileUploadIds,
    previewUploadIds,
  });
  if (answer.status !== 200) throw new Error(`createModel failed: ${answer.status} ${JSON.stringify(answer.error)}`);
  return (answer.result as { model: ModelDetail }).model;
}

/** Waits until the server has measured every file of a model, and answers the model as it then is. */
export async function analysedModel(server: ServerProcess, account: E2eAccount, modelId: string, timeoutMs = 30_000): Promise<ModelDetail> {
  const client = clientFor(server, account);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await client.call('getModel', { modelId });
    const model = (answer.result as { model: ModelDetail } | undefined)?.model;
    if (model && model.files.every((f) => f.analysisStatus !== 'pending' && f.analysisStatus !== 'running')) return model;
    if (Date.now() > deadline) throw new Error(`model ${modelId} was not analysed within ${timeoutMs} ms: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The models the model-page tests look at: a cube with two files and three images, two more public
 * models in its category (its related models), and a private one.
 */
export async function seedShowroom(server: ServerProcess, owner: E2eAccount, description: string): Promise<{ cube: ModelDetail; secret: ModelDetail }> {
  const cube = await createModel(server, owner, {
    title: 'XYZ calibration cube',
    description,
    tags: ['calibration', 'benchmark', 'beginner'],
    files: [
      { name: '20mm-xyz-cube.stl', bytes: fixture('20mm-xyz-cube.stl') },
      { name: 'box.obj', bytes: fixture('box.obj') },
    ],
    previews: [
      { name: 'front.png', bytes: await previewImage(262) },
      { name: 'side.png', bytes: await previewImage(170) },
      { name: 'top.png', bytes: await previewImage(28) },
    ],
  });
  await createModel(server, owner, { title: 'Teapot for print tests', files: [{ name: 'teapot.stl', bytes: fixture('teapot.stl') }], previews: [{ name: 'teapot.png', bytes: await previewImage(200) }] });
  await createModel(server, owner, { title: 'Calibration cylinder', files: [{ name: 'cylinder.stl', bytes: fixture('cylinder.stl') }] });
  const secret = await createModel(server, owner, { title: 'Unreleased drone frame', visibility: 'private', category: 'Aircraft' });
  await analysedModel(server, owner, cube.id);
  return { cube, secret };
}

/**
 * Every image of the page loaded, so what a test measures (a width, an overflow) includes them; when
 * pictures are asked for, painted too (support/pictures.ts).
 */
export async function settleImages(page: Page): Promise<void> {
  await imagesLoaded(page);
  if (picturesAsked) await imagesPainted(page);
}

export interface View {
  width: number;
  height: number;
  theme?: 'light' | 'dark';
}

/** Every screen is seen at desktop and phone width, in both themes. */
export const VIEWS: View[] = [
  { width: 1280, height: 800, theme: 'light' },
  { width: 1280, height: 800, theme: 'dark' },
  { width: 375, height: 740, theme: 'light' },
  { width: 375, height: 740, theme: 'dark' },
];

/** A fresh page, signed in as the account (or a visitor for null), with the cookie bar already decided. */
export async function openPageAs(browser: Browser, server: ServerProcess, who: E2eAccount | null, view: View = { width: 1280, height: 800 }) {
  const tracked = await openPage(browser, { viewport: { width: view.width, height: view.height }, theme: view.theme ?? 'light', localStorage: CONSENT_DECIDED });
  if (who) await signInContext(tracked.context, server, who);
  return tracked;
}
