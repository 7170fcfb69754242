import type { ModelSummary } from '../../../shared/contracts/models/model-shapes';
import { ModelThumbnail } from '../../components/model-card/model-thumbnail';

/**
 * The creator's public models as checkboxes; `chosen` keeps the order they were ticked in, which is
 * the order they show in. At `max`, the unticked ones wait until one is let go.
 */
export function ModelPicker({ legend, hint, models, chosen, max, onChange }: { legend: string; hint: string; models: ModelSummary[]; chosen: string[]; max: number; onChange(ids: string[]): void }) {
  const full = chosen.length >= max;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <p className="text-sm text-fg-muted">
        {hint} {chosen.length} of {max} chosen.
      </p>
      {models.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-4 text-sm text-fg-muted">You have no public models yet.</p>
      ) : (
        <ul className="grid max-h-80 grid-cols-1 gap-2 overflow-y-auto rounded-lg border border-border p-2 sm:grid-cols-2">
          {models.map((model) => {
            const position = chosen.indexOf(model.id);
            const checked = position >= 0;
            return (
              <li key={model.id}>
                <label className={`flex items-center gap-3 rounded-md p-2 text-sm text-fg ${checked ? 'bg-brand-soft' : 'hover:bg-surface-muted'}`}>
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => onChange(checked ? chosen.filter((id) => id !== model.id) : [...chosen, model.id])}
                  />
                  <span className="w-14 shrink-0 overflow-hidden rounded">{model.thumbnail ? <ModelThumbnail src={model.thumbnail} className="aspect-[4/3]" sizes="56px" /> : <span className="block aspect-[4/3] bg-surface-muted" />}</span>
                  <span className="min-w-0 flex-1 truncate">{model.title}</span>
                  {checked && <span className="text-xs font-semibold text-fg-muted">#{position + 1}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
