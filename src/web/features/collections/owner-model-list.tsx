import { ArrowDown, ArrowUp, X } from 'lucide-react';
import type { ModelCardItem } from '../../../shared/contracts/models/model-shapes';
import { ModelCard } from '../../components/model-card/model-card';
import { RESULTS_GRID } from '../../components/model-grid/model-grid';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { useRemoveModelFromCollection, useReorderCollection } from '../../components/collections/collections-api';

interface OwnerModelListProps {
  collectionId: string;
  models: ModelCardItem[];
  /** Moving needs the whole order: the buttons show once every page is loaded. */
  canReorder: boolean;
}

/** The owner's view of a collection's models: each card with Move up, Move down and Remove. */
export function OwnerModelList({ collectionId, models, canReorder }: OwnerModelListProps) {
  const reorder = useReorderCollection();
  const remove = useRemoveModelFromCollection();
  const busy = reorder.isPending || remove.isPending;

  function move(index: number, by: -1 | 1) {
    const ids = models.map((m) => m.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate({ collectionId, modelIds: ids });
  }

  return (
    <div className="space-y-3">
      {reorder.isError && <Alert>The new order could not be saved. {errorMessage(reorder.error)}</Alert>}
      {remove.isError && <Alert>The model could not be removed. {errorMessage(remove.error)}</Alert>}
      <ul className={RESULTS_GRID} aria-label="Models in this collection">
        {models.map((model, index) => (
          <li key={model.id} className="flex flex-col gap-2">
            <ModelCard model={model} headingLevel="h3" priority={index < 3} className="flex-1" />
            <div className="flex flex-wrap gap-1">
              {canReorder && (
                <>
                  <Button variant="secondary" size="sm" className="px-2" disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={`Move ${model.title} up`}>
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="px-2"
                    disabled={busy || index === models.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${model.title} down`}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                </>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto px-2"
                disabled={busy}
                onClick={() => remove.mutate({ collectionId, modelId: model.id })}
                aria-label={`Remove ${model.title} from this collection`}
              >
                <X className="size-4" aria-hidden="true" />
                {/* The button's name is its aria-label; the word shows where there is room. */}
                <span className="hidden sm:inline">Remove</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
