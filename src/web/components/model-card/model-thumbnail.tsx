import { Box } from 'lucide-react';
import { thumbnailSrcSet } from '../../../shared/preview-urls';
import { cn } from '../ui/cn';

interface ModelThumbnailProps {
  src: string | null;
  className?: string;
  /** Card images grow a little on hover; small list thumbnails stay still. */
  zoomOnHover?: boolean;
  /** Among the first things on the screen (the page's largest paint, likely): fetched at once, first. */
  priority?: boolean;
  /** How wide the image shows, for picking a stored width: by default a card's (half a phone, a third of a wider grid). */
  sizes?: string;
}

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw';

/** A model's cover image, or a calm placeholder when it has no preview images. Decorative: the title names it. */
export function ModelThumbnail({ src, className, zoomOnHover = false, priority = false, sizes = CARD_SIZES }: ModelThumbnailProps) {
  const srcSet = src ? thumbnailSrcSet(src) : undefined;
  return (
    <div className={cn('overflow-hidden bg-surface-muted', className)}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className={cn('size-full object-cover', zoomOnHover && 'transition-transform duration-300 group-hover:scale-[1.03]')}
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-soft to-surface-muted">
          <Box className="size-1/3 max-h-12 max-w-12 text-brand/70" strokeWidth={1.5} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
