import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startServer, type ServerProcess } from './support/server';
let server: ServerProcess; let browser: Browser;
beforeAll(async () => { [server, browser] = await Promise.all([startServer(), launchBrowser()]); });
afterAll(async () => { await Promise.all([browser?.close(), server?.stop()]); });
it('boots', () => { expect(server.url).toMatch(/http/); });
