import { useState, type FormEvent } from 'react';
import {
  CUSTOM_URL_MAX_LENGTH,
  STOREFRONT_DESCRIPTION_MAX_LENGTH,
  STOREFRONT_FEATURED_MAX,
  STOREFRONT_NAME_MAX_LENGTH,
  STOREFRONT_THEME_LABELS,
  STOREFRONT_THEMES,
  type StorefrontTheme,
} from '../../../shared/constants/storefront-rules';
import type { StorefrontView } from '../../../shared/contracts/storefronts/storefronts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextAreaField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { BannerField } from './banner-field';
import { ModelPicker } from './model-picker';
import { SocialLinksField, type SocialLinkDraft } from './social-links-field';
import { useMyPublicModels, useSaveStorefront, type BannerUrls } from './storefront-api';
import { THEME_BAND } from './storefront-themes';

/** The form for making or changing a storefront; it starts from what is saved (or from the creator's name). */
export function StorefrontEditor({ saved, defaultName, onDone }: { saved: StorefrontView | null; defaultName: string; onDone(customUrl: string | null): void }) {
  const save = useSaveStorefront();
  const models = useMyPublicModels(true);
  const [name, setName] = useState(saved?.name ?? defaultName);
  const [description, setDescription] = useState(saved?.description ?? '');
  const [customUrl, setCustomUrl] = useState(saved?.customUrl ?? '');
  const [theme, setTheme] = useState<StorefrontTheme>(saved?.theme ?? 'classic');
  const [banner, setBanner] = useState<BannerUrls | null>(saved?.branding.bannerUrl ? (saved.branding as BannerUrls) : null);
  const [featured, setFeatured] = useState<string[]>(saved?.featuredModels.map((m) => m.id) ?? []);
  const [links, setLinks] = useState<SocialLinkDraft[]>(saved?.socialLinks ?? []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const url = customUrl.trim() || null;
    save.mutate(
      { name, description, customUrl: url, theme, branding: { bannerUrl: banner?.bannerUrl ?? null }, featuredModels: featured, socialLinks: links.filter((l) => l.url.trim()) },
      { onSuccess: (answer) => onDone(answer.storefront.customUrl) },
    );
  }

  return (
    <Card className="p-5 sm:p-8">
      <form onSubmit={submit} className="space-y-6" aria-labelledby="storefront-editor-heading">
        <h1 id="storefront-editor-heading" className="text-2xl font-bold tracking-tight text-fg">
          {saved ? 'Edit your storefront' : 'Set up your storefront'}
        </h1>
        <Field label="Storefront name" value={name} onChange={(e) => setName(e.target.value)} maxLength={STOREFRONT_NAME_MAX_LENGTH} required />
        <TextAreaField
          label="About your storefront"
          hint="What you make, and for whom."
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={STOREFRONT_DESCRIPTION_MAX_LENGTH}
          rows={4}
        />
        <Field
          label="Custom URL"
          hint={`Your storefront’s address: /store/url/${customUrl.trim() || 'your-name'}. Letters, digits and hyphens; changing it later keeps the old address working.`}
          value={customUrl}
          onChange={(e) => setCustomUrl(e.target.value)}
          maxLength={CUSTOM_URL_MAX_LENGTH}
          pattern="[A-Za-z0-9]+(-[A-Za-z0-9]+)*"
          autoCapitalize="none"
          spellCheck={false}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-fg">Theme</legend>
          <div className="flex flex-wrap gap-3">
            {STOREFRONT_THEMES.map((option) => (
              <label key={option} className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm text-fg ${theme === option ? 'border-brand ring-2 ring-ring/40' : 'border-border'}`}>
                <input type="radio" name="storefront-theme" value={option} checked={theme === option} onChange={() => setTheme(option)} className="accent-brand" />
                <span className={`size-5 rounded-full ${THEME_BAND[option]}`} aria-hidden="true" />
                {STOREFRONT_THEME_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <BannerField banner={banner} onChange={setBanner} />
        {models.isPending ? (
          <Spinner />
        ) : (
          <ModelPicker
            legend="Featured models"
            hint="Your public models to show first, in the order you tick them."
            models={models.data ?? []}
            chosen={featured}
            max={STOREFRONT_FEATURED_MAX}
            onChange={setFeatured}
          />
        )}
        <SocialLinksField links={links} onChange={setLinks} />
        {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : saved ? 'Save changes' : 'Open my storefront'}
          </Button>
          {saved && (
            <Button variant="secondary" onClick={() => onDone(saved.customUrl)} disabled={save.isPending}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
