import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteSettings } from '../../db/schema';
import { auditEntries, createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AD_NETWORK_SETTINGS_KEY, AD_NETWORK_SETTINGS_TTL_MS } from '../ad-network-settings';

const PUBLISHER = 'ca-pub-1234567890123456';
const ON = { enabled: true, publisherId: PUBLISHER, slots: { explore_grid: '1234567890', model_detail_sidebar: '2345678901' } };

let t: TestApp;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ other: member, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const stored = async () => (await t.services.db.select().from(siteSettings).where(eq(siteSettings.key, AD_NETWORK_SETTINGS_KEY)))[0];
const auditCount = async () => (await t.services.db.select().from(auditLog)).length;
const cspOf = async (path: string) => (await fetch(new URL(path, t.url))).headers.get('content-security-policy') ?? '';
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('getAdNetworkSettings and updateAdNetworkSettings', () => {
  it('are for admins only: signed out 401, a member 403, and nothing written', async () => {
    for (const [name, input] of [['getAdNetworkSettings', {}], ['updateAdNetworkSettings', ON]] as const) {
      expect((await t.client().call(name, input)).status).toBe(401);
      expect((await member.client.call(name, input)).status).toBe(403);
    }
    expect(await stored()).toBeUndefined();
  });

  it('start off; refuse a malformed publisher or slot, or switching on without them, with a sentence, writing nothing', async () => {
    expect((await admin.client.call('getAdNetworkSettings', {})).result.settings).toEqual({ enabled: false, publisherId: null, slots: {}, updatedAt: null });
    const audits = await auditCount();
    for (const [input, message] of [
      [{ ...ON, publisherId: 'pub-1234567890123456' }, 'publisherId: the AdSense publisher id, ca-pub- followed by 16 digits'],
      [{ ...ON, publisherId: 'ca-pub-123456789012345' }, 'publisherId: the AdSense publisher id, ca-pub- followed by 16 digits'],
      [{ ...ON, slots: { explore_grid: '12345' } }, 'slots.explore_grid: a slot id is the ad unit’s 10 digits, or empty for none'],
      [{ ...ON, slots: { homepage_hero: '<script>' } }, 'slots.homepage_hero: a slot id is the ad unit’s 10 digits, or empty for none'],
      [{ ...ON, slots: { sidebar: '1234567890' } }, ''],
      [{ ...ON, publisherId: '' }, 'publisherId: the network cannot be switched on without a publisher id'],
      [{ ...ON, slots: { explore_grid: '' } }, 'slots: the network cannot be switched on without a slot for at least one placement'],
      [{ enabled: 'yes', publisherId: PUBLISHER, slots: {} }, 'enabled: true or false'],
    ] as const) {
      const refused = await admin.client.call('updateAdNetworkSettings', input);
      expect(refused.status, JSON.stringify(input)).toBe(400);
      if (message) expect(refused.error?.message).toBe(message);
    }
    expect(await stored()).toBeUndefined();
    expect(await auditCount()).toBe(audits);
  });

  it('an admin switches it on and off; each change is audited with what it was before', async () => {
    const on = await admin.client.call('updateAdNetworkSettings', { ...ON, slots: { ...ON.slots, homepage_hero: '' } });
    expect(on.status).toBe(200);
    expect(on.result.settings).toMatchObject(ON);
    expect(on.result.settings.slots).not.toHaveProperty('homepage_hero');
    expect((await admin.client.call('getAdNetworkSettings')).result.settings).toMatchObject(ON);
    // Off keeps the publisher and slots for the next time.
    const off = await admin.client.call('updateAdNetworkSettings', { ...ON, enabled: false });
    expect(off.result.settings).toMatchObject({ ...ON, enabled: false });
    const entries = await auditEntries(t, AD_NETWORK_SETTINGS_KEY);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['adNetwork.update', admin.user.id],
      ['adNetwork.update', admin.user.id],
    ]);
    expect(entries[0]!.details).toMatchObject({ before: { enabled: false, publisherId: null, slots: {} }, after: ON });
    expect(entries[1]!.details).toMatchObject({ before: ON, after: { ...ON, enabled: false } });
  });
});

describe('the CSP and the ad network', () => {
  it("allows the network's hosts on the app's pages only while it is on, and a change made on another node within seconds", async () => {
    await admin.client.call('updateAdNetworkSettings', { ...ON, enabled: false });
    for (const path of ['/', '/explore', '/api/fn/getSiteInfo']) expect(await cspOf(path), path).not.toContain('google');
    expect(directive(await cspOf('/'), 'frame-src')).toBe("frame-src 'none'");

    // This node forgets its copy at once when the change is made here.
    await admin.client.call('updateAdNetworkSettings', ON);
    const page = await cspOf('/model/abc');
    expect(directive(page, 'script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(directive(page, 'frame-src')).toContain('https://googleads.g.doubleclick.net');
    expect(directive(page, 'frame-src')).not.toContain("'none'");
    expect(directive(page, 'connect-src')).toMatch(/^connect-src 'self' https:\/\/pagead2\.googlesyndication\.com/);
    for (const path of ['/api/fn/getSiteInfo', '/media/models/x/download.zip']) expect(await cspOf(path), path).not.toContain('google');

    // Another node switches it off (its write, not this node's call): this node follows within the TTL.
    await t.services.db.update(siteSettings).set({ value: { ...ON, enabled: false } }).where(eq(siteSettings.key, AD_NETWORK_SETTINGS_KEY));
    const started = Date.now();
    await expect.poll(async () => cspOf('/'), { timeout: AD_NETWORK_SETTINGS_TTL_MS + 2_000, interval: 200 }).not.toContain('google');
    expect(Date.now() - started).toBeLessThan(AD_NETWORK_SETTINGS_TTL_MS + 1_000);
  });
});
