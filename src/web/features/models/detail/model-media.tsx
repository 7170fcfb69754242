import { Box, Image as ImageIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { cn } from '../../../components/ui/cn';
import { Model3dView } from './model-3d-view';
import { ModelGallery } from './model-gallery';
import { showProblemAreas, useProblemAreasFile } from './problem-areas-store';
import { viewableFiles } from './viewable-files';

type Tab = 'images' | '3d';

/** Images and the 3D view share one frame, switched by tabs; the 3D view loads only when chosen. */
export function ModelMedia({ model }: { model: Pick<ModelDetail, 'id' | 'title' | 'previewImages' | 'files'> }) {
  const viewable = viewableFiles(model.files);
  const hasImages = model.previewImages.length > 0;
  const [tab, setTab] = useState<Tab>(!hasImages && viewable.length > 0 ? '3d' : 'images');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const frameRef = useRef<HTMLDivElement>(null);
  // "Show problem areas" (decision 093) draws in the 3D view: open it, and bring it into sight.
  const problemFileId = useProblemAreasFile();
  const showsProblems = viewable.some((f) => f.id === problemFileId);
  useEffect(() => {
    if (!showsProblems) return;
    setTab('3d');
    frameRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [showsProblems, problemFileId]);
  // The choice belongs to this page: another model's page starts with none shown.
  useEffect(() => () => showProblemAreas(null), []);
  const tabs: { id: Tab; label: string; icon: ComponentType<{ className?: string }> }[] = [
    { id: 'images', label: hasImages ? `Images (${model.previewImages.length})` : 'Images', icon: ImageIcon },
    ...(viewable.length > 0 ? [{ id: '3d' as const, label: '3D view', icon: Box }] : []),
  ];

  function onTabKey(event: KeyboardEvent) {
    if (tabs.length < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const next: Tab = tab === 'images' ? '3d' : 'images';
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="space-y-3">
      {tabs.length > 1 && (
        <div role="tablist" aria-label="How to look at the model" onKeyDown={onTabKey} className="inline-flex gap-1 rounded-xl border border-border bg-surface p-1">
          {tabs.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${id}-tab`}
              aria-selected={tab === id}
              aria-controls={tab === id ? `${baseId}-${id}-panel` : undefined}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3.5 py-1.5 text-sm font-medium transition-colors',
                tab === id ? 'bg-brand text-brand-fg shadow-sm' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      )}
      <div
        {...(tabs.length > 1 && { role: 'tabpanel', id: `${baseId}-${tab}-panel`, 'aria-labelledby': `${baseId}-${tab}-tab` })}
        data-testid="model-media"
        ref={frameRef}
      >
        {tab === '3d' ? (
          <Model3dView modelId={model.id} files={viewable} />
        ) : hasImages ? (
          <ModelGallery previews={model.previewImages} title={model.title} />
        ) : (
          <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-xl border border-border bg-gradient-to-br from-brand-soft to-surface-muted text-center">
            <Box className="size-16 text-brand/70" strokeWidth={1.25} aria-hidden="true" />
            <p className="text-sm text-fg-muted">No preview images</p>
          </div>
        )}
      </div>
    </div>
  );
}
