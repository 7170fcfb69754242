import { Plus, X } from 'lucide-react';
import { SOCIAL_PLATFORM_LABELS, SOCIAL_PLATFORMS, STOREFRONT_SOCIAL_LINKS_MAX, type SocialPlatform } from '../../../shared/constants/storefront-rules';
import { Button } from '../../components/ui/button';

export interface SocialLinkDraft {
  platform: SocialPlatform;
  url: string;
}

const CONTROL = 'h-11 rounded-lg border border-border bg-surface px-3 text-base text-fg focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none';

/** Up to six links, each a platform and an https address; rows are added and removed in place. */
export function SocialLinksField({ links, onChange }: { links: SocialLinkDraft[]; onChange(links: SocialLinkDraft[]): void }) {
  const change = (index: number, patch: Partial<SocialLinkDraft>) => onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">Social links</legend>
      <p className="text-sm text-fg-muted">Full https:// addresses, up to {STOREFRONT_SOCIAL_LINKS_MAX}.</p>
      {links.map((link, index) => (
        <div key={index} className="flex flex-wrap items-center gap-2">
          <select aria-label={`Link ${index + 1} platform`} className={`${CONTROL} w-40`} value={link.platform} onChange={(e) => change(index, { platform: e.target.value as SocialPlatform })}>
            {SOCIAL_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {SOCIAL_PLATFORM_LABELS[platform]}
              </option>
            ))}
          </select>
          <input
            aria-label={`Link ${index + 1} address`}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={`${CONTROL} min-w-0 flex-1`}
            value={link.url}
            onChange={(e) => change(index, { url: e.target.value })}
          />
          <Button variant="ghost" size="sm" onClick={() => onChange(links.filter((_, i) => i !== index))} aria-label={`Remove link ${index + 1}`}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {links.length < STOREFRONT_SOCIAL_LINKS_MAX && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...links, { platform: 'website', url: '' }])}>
          <Plus className="size-4" aria-hidden="true" /> Add a link
        </Button>
      )}
    </fieldset>
  );
}
