/** A storefront's own address: its custom URL's when it has one, else its creator's id (SPEC §2 routes). */
export function storefrontPath(storefront: { creatorId: string; customUrl: string | null }): string {
  return storefront.customUrl ? `/store/url/${encodeURIComponent(storefront.customUrl)}` : `/store/${encodeURIComponent(storefront.creatorId)}`;
}
