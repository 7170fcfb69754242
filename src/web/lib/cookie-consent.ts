import { useSyncExternalStore } from 'react';

/** SPEC §2: consent is stored locally with these four categories; essential is always true. */
export interface CookieConsent {
  essential: true;
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
  decidedAt: string;
}

export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings';
/** The footer's Manage Cookies button, where focus returns when the dialog has no other opener. */
export const MANAGE_COOKIES_ID = 'manage-cookies';
const STORAGE_KEY = 'meshmandi.cookie-consent';
const listeners = new Set<() => void>();
let cached: { raw: string | null; consent: CookieConsent | null } = { raw: null, consent: null };

function read(): CookieConsent | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.consent;
  let consent: CookieConsent | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<CookieConsent>) : null;
    if (parsed && typeof parsed.decidedAt === 'string') {
      consent = { essential: true, analytics: !!parsed.analytics, preferences: !!parsed.preferences, marketing: !!parsed.marketing, decidedAt: parsed.decidedAt };
    }
  } catch {
    consent = null;
  }
  cached = { raw, consent };
  return consent;
}

/** The stored consent outside React (fire-and-forget senders ask it at the moment they send). */
export function readConsent(): CookieConsent | null {
  return read();
}

export function saveConsent(choice: Omit<CookieConsent, 'essential' | 'decidedAt'>): void {
  const consent: CookieConsent = { essential: true, ...choice, decidedAt: new Date().toISOString() };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(consent));
  } catch {
    cached = { raw: JSON.stringify(consent), consent };
  }
  listeners.forEach((listener) => listener());
}

/** The stored consent, or null before the visitor has chosen. Scripts a category covers load only when it is true. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}

/** Raised by the footer's Manage Cookies link (SPEC §2), and by anything else that wants the dialog. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

const EEA_UK = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB UK CH'.split(' '));

/** EEA/UK visitors get the GDPR wording (SPEC §2): by browser region, else by time zone. */
export function isEeaOrUkVisitor(): boolean {
  const regions = (navigator.languages ?? [navigator.language]).map((tag) => tag.split('-')[1]?.toUpperCase()).filter(Boolean);
  if (regions.some((region) => EEA_UK.has(region!))) return true;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  return zone.startsWith('Europe/') && zone !== 'Europe/Moscow';
}
