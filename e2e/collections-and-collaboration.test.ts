import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, siteAdmin, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs, previewImage } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 12, items 6 and 7: Save to collection, the collection page, and a collaboration request from
// a model page to its creator, answered on the request's page.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let stranger: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, fan, stranger] = await Promise.all([signUpViaApi(server, 'Anjali Rao'), signUpViaApi(server, 'Vikram Menon'), signUpViaApi(server, 'Farah Ali')]);
  model = await createModel(server, creator, { title: 'Desk cable tidy', previews: [{ name: 'front.png', bytes: await previewImage(200) }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modelPath = () => `/model/${model.slug}/${model.id}`;

async function openModel(page: Page) {
  await page.goto(`${server.url}${modelPath()}`);
  await page.getByRole('heading', { level: 1, name: 'Desk cable tidy' }).waitFor();
}

describe('collections in the browser', () => {
  it('sends a visitor who presses Save to collection to /login and back', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await openModel(page);
      await page.getByRole('button', { name: 'Save to collection' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(modelPath());
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('saves a model to a new private collection from the dialog, shows it on the collection page, and hides that page from others', async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await openModel(page);
      await page.getByRole('button', { name: 'Save to collection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save to collection' });
      await dialog.getByRole('button', { name: 'New collection' }).click();
      await dialog.getByLabel('Name').fill('  Desk setup  ');
      await dialog.getByLabel(/^Private/).check();
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/fn/addModelToCollection') && r.status() === 200), dialog.getByRole('button', { name: 'Create and save' }).click()]);
      const box = dialog.getByRole('checkbox', { name: /Desk setup/ });
      await expect.poll(() => box.isChecked()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('link', { name: 'Desk setup' }).click();

      await page.getByRole('heading', { level: 1, name: 'Desk setup' }).waitFor();
      await page.getByRole('list', { name: 'Models in this collection' }).getByText('Desk cable tidy').waitFor();
      expect(await page.getByText('1 model', { exact: true }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const collectionUrl = page.url();

      // The page and the database agree.
      const fanClient = clientFor(server, fan);
      const { result } = await fanClient.call('listMyCollections', { modelId: model.id });
      const [mine] = result.collections as { id: string; modelCount: number; hasModel: boolean; visibility: string }[];
      expect(mine).toMatchObject({ modelCount: 1, hasModel: true, visibility: 'private' });

      // The owner moves a model down, and removes another.
      const second = await createModel(server, creator, { title: 'Monitor riser' });
      const third = await createModel(server, creator, { title: 'Pen cup' });
      for (const m of [second, third]) await fanClient.call('addModelToCollection', { collectionId: mine!.id, modelId: m.id });
      await page.reload();
      await page.getByRole('button', { name: 'Move Desk cable tidy down' }).waitFor();
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/fn/reorderCollection') && r.status() === 200), page.getByRole('button', { name: 'Move Desk cable tidy down' }).click()]);
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/fn/removeModelFromCollection') && r.status() === 200),
        page.getByRole('button', { name: 'Remove Pen cup from this collection' }).click(),
      ]);
      await expect.poll(() => page.getByRole('list', { name: 'Models in this collection' }).getByRole('heading').allInnerTexts()).toEqual(['Monitor riser', 'Desk cable tidy']);
      const seen = await fanClient.call('getCollection', { collectionId: mine!.id });
      expect(seen.result.models.map((m: { title: string }) => m.title)).toEqual(['Monitor riser', 'Desk cable tidy']);
      expect(seen.result.collection.modelCount).toBe(2);

      // Nobody else sees a private collection: a visitor and another user get the not-found screen.
      for (const who of [null, stranger]) {
        const other = await openPageAs(browser, server, who);
        try {
          const answer = await other.page.goto(collectionUrl);
          expect(answer?.status()).toBe(404);
          await other.page.getByRole('heading', { name: 'Collection not found' }).waitFor();
          expect(await other.page.getByText('Desk setup').count()).toBe(0);
        } finally {
          await other.close();
        }
      }

      // Made public by its owner, others see it with the model.
      await page.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit collection' });
      await edit.getByLabel(/^Private/).uncheck();
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/fn/updateCollection')), edit.getByRole('button', { name: 'Save changes' }).click()]);
      await page.getByText('Public', { exact: true }).waitFor();
      const visitor = await openPageAs(browser, server, null);
      try {
        await visitor.page.goto(collectionUrl);
        await visitor.page.getByRole('heading', { level: 1, name: 'Desk setup' }).waitFor();
        await visitor.page.getByText('Desk cable tidy').waitFor();
        expect(await visitor.page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      } finally {
        await visitor.close();
      }

      // Deleted after a confirmation: the owner lands on the dashboard and the collection is gone.
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: /Delete “Desk setup”/ }).getByRole('button', { name: 'Delete collection' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect((await fanClient.call('getCollection', { collectionId: mine!.id })).status).toBe(404);
      expect((await fanClient.call('listMyCollections', {})).result.collections).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('collaboration requests in the browser', () => {
  it('lets a user ask the creator from the model page; the creator accepts on the request page; nobody else sees it', async () => {
    const fanPage = await openPageAs(browser, server, fan);
    // Set on the fan's page, once the request is sent.
    let requestUrl!: string;
    try {
      await openModel(fanPage.page);
      await fanPage.page.getByRole('button', { name: 'Request collaboration' }).click();
      const dialog = fanPage.page.getByRole('dialog', { name: 'Request collaboration' });
      await dialog.getByLabel('Message').fill('Shall we make a version with a lid?');
      await dialog.getByText('35/1000').waitFor();
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await dialog.getByRole('link', { name: 'View your request' }).click();
      await fanPage.page.getByRole('heading', { level: 1, name: 'Collaboration request' }).waitFor();
      await fanPage.page.getByText('Shall we make a version with a lid?').waitFor();
      expect(await fanPage.page.getByRole('button', { name: 'Withdraw request' }).count()).toBe(1);
      expect(await fanPage.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
      requestUrl = fanPage.page.url();
      expect(fanPage.errors).toEqual([]);
    } finally {
      await fanPage.close();
    }

    // The creator sees no Request collaboration button on their own model, and answers on the page.
    const creatorPage = await openPageAs(browser, server, creator);
    try {
      await openModel(creatorPage.page);
      expect(await creatorPage.page.getByRole('button', { name: 'Request collaboration' }).count()).toBe(0);
      await creatorPage.page.goto(requestUrl);
      await Promise.all([
        creatorPage.page.waitForResponse((r) => r.url().endsWith('/api/fn/answerCollaborationRequest') && r.status() === 200),
        creatorPage.page.getByRole('button', { name: 'Accept' }).click(),
      ]);
      await creatorPage.page.getByText('Accepted', { exact: true }).waitFor();
      expect(await creatorPage.page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
      expect(await seriousAxeViolations(creatorPage.page)).toEqual([]);
      await creatorPage.page.goto(`${server.url}/dashboard`);
      await creatorPage.page.getByRole('heading', { name: 'Collaboration requests' }).waitFor();
      await creatorPage.page.getByRole('link', { name: /Desk cable tidy/ }).waitFor();
      expect(creatorPage.errors).toEqual([]);
    } finally {
      await creatorPage.close();
    }

    const strangerPage = await openPageAs(browser, server, stranger);
    try {
      await strangerPage.page.goto(requestUrl);
      await strangerPage.page.getByRole('heading', { name: 'Collaboration request not found' }).waitFor();
      expect(await strangerPage.page.getByText('Shall we make a version with a lid?').count()).toBe(0);
    } finally {
      await strangerPage.close();
    }
  });
});

// Issue 33 item 3: a remix names its original; both pages show the link, and the family has a page.
describe('remixes in the browser', () => {
  it('declares a remix of another creator’s model; "Remixed from" shows on the remix, "Remixes" on the original, and the family tree opens', async () => {
    const remix = await createModel(server, fan, { title: 'Wider cable tidy', previews: [{ name: 'front.png', bytes: await previewImage(120) }] });
    const fanPage = await openPageAs(browser, server, fan);
    try {
      await fanPage.page.goto(`${server.url}/model/${remix.slug}/${remix.id}`);
      await fanPage.page.getByRole('heading', { level: 2, name: 'Remixed from' }).waitFor();
      const field = fanPage.page.getByLabel('Add a model this remixes');
      await field.fill('not a model page');
      await fanPage.page.getByRole('button', { name: 'Add', exact: true }).click();
      await fanPage.page.getByText("Paste the address of a model's page").waitFor();
      await field.fill(`${server.url}${modelPath()}`);
      await Promise.all([
        fanPage.page.waitForResponse((r) => r.url().endsWith('/api/fn/setRemixSources') && r.status() === 200),
        fanPage.page.getByRole('button', { name: 'Add', exact: true }).click(),
      ]);
      await fanPage.page.getByRole('list', { name: 'Models this remixes' }).getByRole('link', { name: /Desk cable tidy/ }).waitFor();
      expect(await fanPage.page.getByRole('button', { name: 'Remove “Desk cable tidy”' }).count()).toBe(1);
      expect(await seriousAxeViolations(fanPage.page)).toEqual([]);
      expect(fanPage.errors).toEqual([]);
    } finally {
      await fanPage.close();
    }

    // The creator is told, and a visitor sees the remix on the original and the family on its page.
    const told = async () => (await clientFor(server, creator).call('listNotifications', {})).result.notifications as { type: string; message: string }[];
    await expect.poll(async () => (await told()).filter((n) => n.type === 'remix').map((n) => n.message), { timeout: 15_000 }).toEqual(['Vikram Menon remixed Desk cable tidy as Wider cable tidy']);
    const visitor = await openPageAs(browser, server, null, { width: 375, height: 740, theme: 'dark' });
    try {
      await openModel(visitor.page);
      await visitor.page.getByRole('list', { name: 'Remixes of this model' }).getByRole('link', { name: /Wider cable tidy/ }).waitFor();
      await visitor.page.getByRole('link', { name: 'See the remix family tree' }).click();
      await visitor.page.waitForURL((url) => url.pathname === `/model/${model.id}/remixes`);
      await visitor.page.getByRole('heading', { level: 1, name: 'Remix family of Desk cable tidy' }).waitFor();
      await visitor.page.getByRole('region', { name: 'Remixes', exact: true }).getByRole('link', { name: /Wider cable tidy/ }).waitFor();
      expect(await seriousAxeViolations(visitor.page)).toEqual([]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }

    // An admin may take the link off, saying why; the remix's creator is told.
    const admin = await openPageAs(browser, server, await siteAdmin(server));
    try {
      await admin.page.goto(`${server.url}/model/${remix.slug}/${remix.id}`);
      const section = admin.page.getByRole('region', { name: 'Remixed from' });
      const removal = section.getByRole('list', { name: 'Remove a source (admin)' }).getByRole('button', { name: 'Remove “Desk cable tidy”' });
      await removal.click();
      await section.getByText('Say why you are changing this model: its owner is told.').waitFor();
      await picture(section, 'remix-admin-removal-desktop-light');
      await section.getByLabel('Reason (the owner is told)').fill('Not derived from Desk cable tidy');
      await Promise.all([admin.page.waitForResponse((r) => r.url().endsWith('/api/fn/setRemixSources') && r.status() === 200), removal.click()]);
      // With no source and no remix left, the section takes no room for anyone but the creator.
      await section.waitFor({ state: 'detached' });
      expect(await admin.page.getByLabel('Add a model this remixes').count()).toBe(0);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }
    const fanTold = async () => (await clientFor(server, fan).call('listNotifications', {})).result.notifications as { message: string }[];
    await expect.poll(async () => (await fanTold()).map((n) => n.message), { timeout: 15_000 }).toContain('An admin changed your model Wider cable tidy: Not derived from Desk cable tidy');
  });
});
