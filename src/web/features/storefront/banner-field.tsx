import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { STOREFRONT_BANNER_MAX_BYTES } from '../../../shared/constants/storefront-rules';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { uploadBanner, type BannerUrls } from './storefront-api';

/** The banner: uploaded at once (the server re-encodes it), shown as it will look, and removable. */
export function BannerField({ banner, onChange }: { banner: BannerUrls | null; onChange(banner: BannerUrls | null): void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function choose(file: File | undefined) {
    if (!file) return;
    setError('');
    if (file.size > STOREFRONT_BANNER_MAX_BYTES) return setError(`Banner images can be at most ${STOREFRONT_BANNER_MAX_BYTES / 1024 / 1024} MB.`);
    setBusy(true);
    try {
      onChange(await uploadBanner(file));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-fg" id={`${id}-label`}>
        Banner
      </p>
      <p className="text-sm text-fg-muted" id={`${id}-hint`}>
        A wide picture, shown 3:1 (1500 × 500 is ideal); JPG, PNG, WebP or GIF up to {STOREFRONT_BANNER_MAX_BYTES / 1024 / 1024} MB.
      </p>
      {banner && <img src={banner.bannerSmallUrl} alt="Your banner as it will show" className="aspect-[3/1] w-full max-w-xl rounded-xl object-cover" />}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={id} className={buttonClasses('secondary', 'sm', busy ? 'pointer-events-none opacity-60' : 'cursor-pointer')}>
          <ImagePlus className="size-4" aria-hidden="true" /> {busy ? 'Uploading…' : banner ? 'Change banner' : 'Upload a banner'}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {banner && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 className="size-4" aria-hidden="true" /> Remove banner
          </Button>
        )}
      </div>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
