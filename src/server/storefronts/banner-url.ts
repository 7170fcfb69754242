import { STOREFRONT_BANNER_WIDTHS } from '../../shared/constants/storefront-rules';

const [SMALL_WIDTH, LARGE_WIDTH] = STOREFRONT_BANNER_WIDTHS;

/** Where a storefront banner's file of one width is served. */
export function bannerUrl(userId: string, version: string, width: number = LARGE_WIDTH): string {
  return `/media/storefronts/${userId}/${version}-${width}.webp`;
}

export const bannerUrls = (userId: string, version: string | null) => ({
  bannerUrl: version ? bannerUrl(userId, version, LARGE_WIDTH) : null,
  bannerSmallUrl: version ? bannerUrl(userId, version, SMALL_WIDTH) : null,
});

/**
 * The version in a banner URL that POST /api/storefront/banner made for this user, or null for any
 * other address: a storefront shows only images we re-encoded, never one from elsewhere.
 */
export function bannerVersionOf(userId: string, url: string): string | null {
  const prefix = `/media/storefronts/${userId}/`;
  if (!url.startsWith(prefix)) return null;
  const match = /^([0-9a-f]{16})-(\d+)\.webp$/.exec(url.slice(prefix.length));
  return match && STOREFRONT_BANNER_WIDTHS.some((width) => String(width) === match[2]) ? match[1]! : null;
}
