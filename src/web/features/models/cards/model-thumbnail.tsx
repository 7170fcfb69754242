import { Box } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

interface ModelThumbnailProps {
  src: string | null;
  className?: string;
  /** Card images grow a little on hover; small list thumbnails stay still. */
  zoomOnHover?: boolean;
}

/** A model's cover image, or a calm placeholder when it has no preview images. Decorative: the title names it. */
export function ModelThumbnail({ src, className, zoomOnHover = false }: ModelThumbnailProps) {
  return (
    <div className={cn('overflow-hidden bg-surface-muted', className)}>
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
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
