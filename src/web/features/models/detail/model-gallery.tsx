import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ModelPreview } from '../../../../shared/contracts/models/model-shapes';
import { cn } from '../../../components/ui/cn';

const srcSet = (preview: ModelPreview) => preview.sizes.map((s) => `${s.url} ${s.width}w`).join(', ');
/** The main image spans the content column: about 760 px wide on desktops, the screen on phones. */
const MAIN_SIZES = '(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw';

const ROUND = 'flex size-10 items-center justify-center rounded-full border border-border bg-surface/90 text-fg shadow-md hover:bg-surface';

/** The preview images: one large, with thumbnails to pick from; arrow keys step through them. */
export function ModelGallery({ previews, title }: { previews: ModelPreview[]; title: string }) {
  const [index, setIndex] = useState(0);
  // The first image shows at once (it is the page's largest paint); a picked one fades in.
  const [picked, setPicked] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = previews.length;
  const current = previews[Math.min(index, count - 1)];
  if (!current) return null;

  function show(next: number) {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    setPicked(true);
    // Keyboard users stepping through thumbnails keep their place on the one now shown.
    if (thumbs.current.includes(document.activeElement as HTMLButtonElement)) thumbs.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step !== undefined && count > 1) {
      event.preventDefault();
      show(index + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : count - 1);
    }
  }

  return (
    <div role="region" aria-roledescription="gallery" aria-label={`Images of ${title}`} onKeyDown={onKeyDown} className="space-y-3">
      <div
        {...(count > 1 && { role: 'group', tabIndex: 0, 'aria-label': `Image ${index + 1} of ${count}. Use the left and right arrow keys to see the others.` })}
        className="relative aspect-[4/3] overflow-hidden rounded-xl border border-border bg-surface-muted"
      >
        <img
          key={current.id}
          src={current.url}
          srcSet={srcSet(current)}
          sizes={MAIN_SIZES}
          width={current.width}
          height={current.height}
          alt={`${title}, image ${index + 1} of ${count}`}
          data-testid="gallery-image"
          fetchPriority={picked ? 'auto' : 'high'}
          className={cn('size-full object-contain', picked && 'animate-[route-in_0.2s_ease-out]')}
        />
        {count > 1 && (
          <>
            <button type="button" aria-label="Previous image" onClick={() => show(index - 1)} className={cn(ROUND, 'absolute top-1/2 left-3 -translate-y-1/2')}>
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button type="button" aria-label="Next image" onClick={() => show(index + 1)} className={cn(ROUND, 'absolute top-1/2 right-3 -translate-y-1/2')}>
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <p aria-hidden="true" className="absolute right-3 bottom-3 rounded-full bg-fg/80 px-2.5 py-0.5 text-xs font-medium text-bg tabular-nums">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-0.5">
          {previews.map((preview, i) => (
            <li key={preview.id} className="shrink-0">
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
                className={cn(
                  'block h-14 w-[4.5rem] overflow-hidden rounded-lg border-2 bg-surface-muted transition sm:h-16 sm:w-20',
                  i === index ? 'border-brand' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <img src={preview.sizes[0]?.url ?? preview.url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
