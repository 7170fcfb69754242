import { expect, it } from 'vitest';
import { launchBrowser } from './support/browser';

// A worker's files share one Chromium (support/browser.ts, decision 072): a file's close() must
// close what that file opened and nothing another holds, and leave the browser to the next file.
it('closes the contexts opened through a handle, not those of another, nor the browser', async () => {
  const first = await launchBrowser();
  const second = await launchBrowser();
  const mine = await first.newContext();
  const pageOfMine = await mine.newPage();
  const theirs = await second.newPage();
  await theirs.setContent('<p>still here</p>');
  // One browser behind both handles: each sees the other's context.
  expect(first.contexts()).toContain(theirs.context());

  await first.close();
  expect(pageOfMine.isClosed()).toBe(true);
  expect(first.contexts()).not.toContain(mine);
  expect(await theirs.textContent('p')).toBe('still here');
  expect(second.isConnected()).toBe(true);

  const next = await launchBrowser();
  try {
    const page = await next.newPage();
    await page.setContent('<p>next file</p>');
    expect(await page.textContent('p')).toBe('next file');
  } finally {
    await Promise.all([second.close(), next.close()]);
  }
  expect(theirs.isClosed()).toBe(true);
});
