import type { ModelCardItem } from '../../../../shared/contracts/models/model-shapes';
import { Button } from '../../../components/ui/button';

/** A Remove button a source, named by its title: the creator's editor and an admin's removal both list them. */
export function RemixSourceRemoveButtons({ label, sources, disabled, onRemove }: { label: string; sources: ModelCardItem[]; disabled: boolean; onRemove(id: string): void }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {sources.map((source) => (
        <li key={source.id}>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onRemove(source.id)}>
            Remove “{source.title}”
          </Button>
        </li>
      ))}
    </ul>
  );
}
