import { useId, useState, type FormEvent } from 'react';
import { MAKE_COMMENT_MAX, MAKE_PHOTOS_MAX } from '../../../../shared/constants/make-rules';
import { PRINT_MATERIALS } from '../../../../shared/constants/print-profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { usePostMake } from '../../../lib/makes';
import { startTusUpload } from '../../../lib/tus-upload';

const EMPTY = { printer: '', material: 'PLA', layerHeightMm: '0.2', infillPercent: '15', supports: false, comment: '', rating: '' };

/**
 * "I made this": the photos go over tus as model pictures do, then postMake takes their ids; the
 * server checks and re-encodes them and answers any refusal in a sentence, shown under the form.
 */
export function MakeForm({ modelId, onPosted }: { modelId: string; onPosted(): void }) {
  const id = useId();
  const post = usePostMake();
  const [draft, setDraft] = useState(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const set = (field: keyof typeof EMPTY) => (value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));
  const tooMany = files.length > MAKE_PHOTOS_MAX;
  const busy = uploading || post.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || files.length === 0 || tooMany) return;
    setError(null);
    setUploading(true);
    try {
      const photoUploadIds: string[] = [];
      for (const file of files) photoUploadIds.push(await startTusUpload(file, 'preview', () => undefined).done);
      setUploading(false);
      await post.mutateAsync({
        modelId,
        photoUploadIds,
        printer: draft.printer,
        material: draft.material as (typeof PRINT_MATERIALS)[number],
        layerHeightMm: Number(draft.layerHeightMm),
        infillPercent: Number(draft.infillPercent),
        supports: draft.supports,
        comment: draft.comment,
        ...(draft.rating ? { rating: Number(draft.rating) } : {}),
      });
      setDraft(EMPTY);
      setFiles([]);
      onPosted();
    } catch (failure) {
      setError(failure);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Post a make" className="space-y-4 rounded-xl border border-border bg-surface p-4">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-photos`} className="block text-sm font-medium text-fg">
          Photos of your print (1–{MAKE_PHOTOS_MAX})
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          required
          aria-invalid={tooMany || undefined}
          aria-describedby={`${id}-photos-hint`}
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
          className="block w-full text-sm text-fg file:mr-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-2 file:text-fg"
        />
        <p id={`${id}-photos-hint`} className={tooMany ? 'text-sm font-semibold text-danger' : 'text-sm text-fg-muted'}>
          {tooMany ? `Choose at most ${MAKE_PHOTOS_MAX} photos.` : files.length > 0 ? `${files.length} chosen. JPG, PNG, WebP or GIF, up to 5 MB each.` : 'JPG, PNG, WebP or GIF, up to 5 MB each.'}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Printer" value={draft.printer} onChange={(e) => set('printer')(e.target.value)} required maxLength={80} />
        <SelectField label="Material" value={draft.material} onChange={(e) => set('material')(e.target.value)}>
          {PRINT_MATERIALS.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </SelectField>
        <Field label="Layer height (mm)" type="number" inputMode="decimal" min={0.01} max={1} step={0.01} value={draft.layerHeightMm} onChange={(e) => set('layerHeightMm')(e.target.value)} required />
        <Field label="Infill (%)" type="number" inputMode="numeric" min={0} max={100} step={1} value={draft.infillPercent} onChange={(e) => set('infillPercent')(e.target.value)} required />
        <SelectField label="Your rating (optional)" value={draft.rating} onChange={(e) => set('rating')(e.target.value)}>
          <option value="">No rating</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-fg">
          <input type="checkbox" checked={draft.supports} onChange={(e) => set('supports')(e.target.checked)} className="size-4 accent-brand" />
          Printed with supports
        </label>
      </div>
      <TextAreaField label="How did it go?" value={draft.comment} onChange={(e) => set('comment')(e.target.value)} required maxLength={MAKE_COMMENT_MAX} />
      {error !== null && <Alert>{errorMessage(error)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || files.length === 0 || tooMany}>
          {uploading ? 'Uploading photos…' : post.isPending ? 'Posting…' : 'Post make'}
        </Button>
      </div>
    </form>
  );
}
