/** Storefronts (issue 30 item 4, decision 078): the rules the contracts, the server and the page share. */

/** The tier a storefront asks for; a creator below it sees what unlocks one. */
export const STOREFRONT_TIER = 'pro' as const;

export const STOREFRONT_NAME_MAX_LENGTH = 80;
export const STOREFRONT_DESCRIPTION_MAX_LENGTH = 2000;
export const STOREFRONT_FEATURED_MAX = 24;
export const STOREFRONT_SOCIAL_LINKS_MAX = 6;
export const SOCIAL_LINK_URL_MAX_LENGTH = 300;
/** Past custom URLs a storefront keeps redirecting; the oldest beyond these is let go for anyone to take. */
export const STOREFRONT_PAST_URLS_KEPT = 5;

export const CUSTOM_URL_MIN_LENGTH = 3;
export const CUSTOM_URL_MAX_LENGTH = 40;
/**
 * Letters, digits and single hyphens inside: safe in a path, in a link preview and read aloud, and
 * no look-alike characters (no Unicode, no dots that make it look like a domain).
 */
export const CUSTOM_URL_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * Custom URLs no creator may take (compared in lower case): the site's own paths and names a visitor
 * would take for the site speaking, not a creator.
 */
export const RESERVED_CUSTOM_URLS: ReadonlySet<string> = new Set([
  'about', 'account', 'accounts', 'admin', 'administrator', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'collection',
  'collections', 'community', 'community-guidelines', 'contact', 'creator', 'creator-tier', 'creators', 'dashboard', 'docs',
  'download', 'downloads', 'earnings', 'edit', 'explore', 'faq', 'featured', 'help', 'home', 'info', 'login', 'logout', 'mail',
  'manage', 'media', 'mod', 'moderator', 'model', 'models', 'new', 'news', 'notifications', 'official', 'payments', 'payouts',
  'privacy', 'profile', 'profiles', 'referrals', 'report', 'root', 'search', 'security', 'settings', 'shop', 'signin', 'signup',
  'staff', 'static', 'store', 'stores', 'support', 'system', 'team', 'terms', 'tips', 'upload', 'url', 'user', 'users', 'verify',
  'www', 'null', 'undefined',
]);

/** A custom URL naming the site itself ("meshmandi-official") would pass a creator off as us. */
const SITE_NAME_PART = 'meshmandi';

/** Why `customUrl` cannot be a custom URL, in a sentence, or null when it can. */
export function customUrlProblem(customUrl: string): string | null {
  if (customUrl.length < CUSTOM_URL_MIN_LENGTH || customUrl.length > CUSTOM_URL_MAX_LENGTH) {
    return `customUrl must be ${CUSTOM_URL_MIN_LENGTH}–${CUSTOM_URL_MAX_LENGTH} characters`;
  }
  if (!CUSTOM_URL_PATTERN.test(customUrl)) return 'customUrl may use only letters, digits and single hyphens between them';
  const key = customUrl.toLowerCase();
  if (RESERVED_CUSTOM_URLS.has(key) || key.includes(SITE_NAME_PART)) return `customUrl "${customUrl}" is reserved`;
  return null;
}

/** Colour sets a storefront may wear; each keeps text readable in the light and dark site themes. */
export const STOREFRONT_THEMES = ['classic', 'midnight', 'terracotta', 'forest', 'ocean'] as const;
export type StorefrontTheme = (typeof STOREFRONT_THEMES)[number];

export const STOREFRONT_THEME_LABELS: Readonly<Record<StorefrontTheme, string>> = {
  classic: 'Classic',
  midnight: 'Midnight',
  terracotta: 'Terracotta',
  forest: 'Forest',
  ocean: 'Ocean',
};

/** Where a social link may point; a link is shown with its platform's name. */
export const SOCIAL_PLATFORMS = ['website', 'instagram', 'youtube', 'x', 'facebook', 'linkedin', 'github', 'printables', 'thingiverse', 'other'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_PLATFORM_LABELS: Readonly<Record<SocialPlatform, string>> = {
  website: 'Website',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  printables: 'Printables',
  thingiverse: 'Thingiverse',
  other: 'Link',
};

/** Storefront collections' kinds (createModelCollection). */
export const STOREFRONT_COLLECTION_TYPES = ['curated', 'series', 'bundle', 'seasonal'] as const;
export type StorefrontCollectionType = (typeof STOREFRONT_COLLECTION_TYPES)[number];

export const STOREFRONT_COLLECTION_TYPE_LABELS: Readonly<Record<StorefrontCollectionType, string>> = {
  curated: 'Curated set',
  series: 'Series',
  bundle: 'Bundle',
  seasonal: 'Seasonal',
};

export const MODEL_COLLECTION_MODELS_MAX = 100;
export const MODEL_COLLECTION_TAGS_MAX = 10;
export const MODEL_COLLECTION_TAG_MAX_LENGTH = 30;

/** Banner images: wide, re-encoded as WebP at these widths (3:1), like avatars. */
export const STOREFRONT_BANNER_WIDTHS = [750, 1500] as const;
export const STOREFRONT_BANNER_MAX_BYTES = 8 * 1024 * 1024;
