import { PreviewTile, type PreviewItem } from './preview-tile';

interface PreviewGridProps {
  items: PreviewItem[];
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
  disabled?: boolean;
  showNewBadges?: boolean;
}

/** The preview images in their order; the first is the cover on cards and at the top of the model page. */
export function PreviewGrid({ items, onMove, onRemove, disabled, showNewBadges }: PreviewGridProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Preview images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item, index) => (
        <PreviewTile key={item.key} item={item} index={index} count={items.length} onMove={onMove} onRemove={onRemove} disabled={disabled} showNewBadge={showNewBadges} />
      ))}
    </ul>
  );
}
