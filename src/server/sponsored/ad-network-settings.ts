import { eq } from 'drizzle-orm';
import type { AdPlacement } from '../../shared/constants/sponsored-rules';
import type { AdNetworkSettings } from '../../shared/contracts/sponsored/ad-network';
import type { Db, Tx } from '../db/database';
import { siteSettings } from '../db/schema';

/** The site_settings key every node reads the ad network's settings from. */
export const AD_NETWORK_SETTINGS_KEY = 'ad-network';

/**
 * How long a node keeps what it read. Every page's CSP and every ad request asks for the settings,
 * so a node reads them at most once in this time; a change made on another node reaches it within
 * it (the node that made the change forgets at once).
 */
export const AD_NETWORK_SETTINGS_TTL_MS = 3_000;

export const AD_NETWORK_OFF: AdNetworkSettings = { enabled: false, publisherId: null, slots: {}, updatedAt: null };

const cache = new WeakMap<object, { settings: AdNetworkSettings; until: number }>();

function fromRow(row: { value: unknown; updatedAt: Date } | undefined): AdNetworkSettings {
  if (!row || typeof row.value !== 'object' || row.value === null) return AD_NETWORK_OFF;
  const value = row.value as { enabled?: unknown; publisherId?: unknown; slots?: unknown };
  const slots = typeof value.slots === 'object' && value.slots !== null ? (value.slots as Partial<Record<AdPlacement, string>>) : {};
  return {
    enabled: value.enabled === true,
    publisherId: typeof value.publisherId === 'string' ? value.publisherId : null,
    slots,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The settings as stored, under the row's lock (for a change and its audit entry). */
export async function lockAdNetworkSettings(tx: Tx): Promise<AdNetworkSettings> {
  const [row] = await tx.select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt }).from(siteSettings).where(eq(siteSettings.key, AD_NETWORK_SETTINGS_KEY)).for('update');
  return fromRow(row);
}

/** What this node last read, if it is younger than the TTL; else a fresh read. */
export async function readAdNetworkSettings(db: Db): Promise<AdNetworkSettings> {
  const kept = cache.get(db);
  if (kept && kept.until > Date.now()) return kept.settings;
  const [row] = await db.select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt }).from(siteSettings).where(eq(siteSettings.key, AD_NETWORK_SETTINGS_KEY));
  const settings = fromRow(row);
  cache.set(db, { settings, until: Date.now() + AD_NETWORK_SETTINGS_TTL_MS });
  return settings;
}

/** After a change on this node: its next read goes to the database. */
export function forgetAdNetworkSettings(db: Db): void {
  cache.delete(db);
}

/** Whether pages must allow the network's script: on, with a publisher and a slot somewhere. */
export function adNetworkServes(settings: AdNetworkSettings): boolean {
  return settings.enabled && settings.publisherId !== null && Object.values(settings.slots).some(Boolean);
}

/** For each page's CSP: a cached read, so a page costs a database read at most once in the TTL per node. */
export async function isAdNetworkOn(db: Db): Promise<boolean> {
  return adNetworkServes(await readAdNetworkSettings(db));
}
