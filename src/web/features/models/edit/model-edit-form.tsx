import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { queryKeys } from '../../../lib/query-keys';
import { useSiteInfo } from '../../../lib/site-info';
import { useModelChanged } from '../../../lib/use-model-changed';
import type { ModelAnswer } from '../api/get-model';
import { FormSection } from '../form/form-section';
import { ModelDetailsFields } from '../form/model-details-fields';
import { checkDraft, draftOfModel, type DraftErrors, type ModelDraft } from '../form/model-draft';
import { SubmitPanel } from '../upload/submit-panel';
import { useUploadRun } from '../upload/use-upload-run';
import { AdminChangeReasonField, REASON_MISSING, useChangingOthersModel } from '../admin-change-reason-field';
import { EditFilesSection } from './edit-files-section';
import type { EditFile, EditPreview } from './edit-items';
import { EditPreviewsSection } from './edit-previews-section';
import { runSave } from './run-save';

const COMPLETE_PAUSE_MS = 500;

/** The banner's words (model page): a hidden model stays private until an admin restores it, and the server refuses Public. */
const HIDDEN_PUBLIC_LOCKED = 'Hidden by the moderators, so it cannot be made public. Only you and admins can see it. Write to support if you think this is a mistake.';

function changeCount(saved: number, items: { kind: 'saved' | 'new' }[]): string {
  const added = items.filter((item) => item.kind === 'new').length;
  const removed = saved - (items.length - added);
  const parts = [added && `${added} new`, removed && `${removed} removed`].filter(Boolean);
  return parts.length ? `${items.length} (${parts.join(', ')})` : String(items.length);
}

export function ModelEditForm({ model }: { model: ModelDetail }) {
  const { modelFileMaxBytes } = useSiteInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modelChanged = useModelChanged();
  const [draft, setDraft] = useState<ModelDraft>(() => draftOfModel(model));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [previews, setPreviews] = useState<EditPreview[]>(() => model.previewImages.map((preview) => ({ kind: 'saved', preview })));
  const [files, setFiles] = useState<EditFile[]>(() => model.files.map((file) => ({ kind: 'saved', file })));
  const othersModel = useChangingOthersModel(model.userId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const run = useUploadRun();
  const busy = run.status !== null;
  const modelPage = `/model/${model.id}`;

  function change(patch: Partial<ModelDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
    setProblem(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    if (!checked.details) return setProblem('Some details need your attention: see the highlighted fields.');
    if (files.length === 0) return setProblem('A model needs at least one file.');
    if (othersModel && !reason.trim()) {
      setReasonError(REASON_MISSING);
      return setProblem(REASON_MISSING);
    }
    setProblem(null);
    const details = checked.details;
    const why = othersModel ? reason.trim() : undefined;
    const saved = await run.start((batch, report) => runSave({ modelId: model.id, details, previews, files, reason: why }, batch, report));
    if (!saved) return;
    // The viewer's like and save are not the form's business: they stay as the page last had them.
    queryClient.setQueryData<ModelAnswer>(queryKeys.models.detail(model.id), (data) => data && { ...data, model: saved, canEdit: true });
    void modelChanged({ kind: 'edited', modelId: saved.id, creatorId: saved.userId });
    window.setTimeout(() => void navigate(modelPage), COMPLETE_PAUSE_MS);
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <FormSection id="details" title="Details" description="How people find your model and what they may do with it.">
          <ModelDetailsFields draft={draft} errors={errors} onChange={change} disabled={busy} publicLocked={model.hiddenAt ? HIDDEN_PUBLIC_LOCKED : undefined} />
        </FormSection>
        <EditPreviewsSection previews={previews} onChange={setPreviews} disabled={busy} />
        <EditFilesSection files={files} onChange={setFiles} maxBytes={modelFileMaxBytes} disabled={busy} />
        {othersModel && (
          <FormSection id="reason" title="Why you are changing it" description="Admins say why they change someone else's model.">
            <AdminChangeReasonField
              value={reason}
              error={reasonError}
              disabled={busy}
              onChange={(value) => {
                setReason(value);
                setReasonError(undefined);
                setProblem(null);
              }}
            />
          </FormSection>
        )}
      </div>
      <div className="lg:sticky lg:top-24">
        <SubmitPanel
          title="Save changes"
          summary={[
            ['Model files', changeCount(model.files.length, files)],
            ['Preview images', changeCount(model.previewImages.length, previews)],
            ['Visibility', draft.visibility === 'public' ? 'Public' : 'Private'],
          ]}
          run={run}
          problem={problem}
          submitLabel="Save changes"
          busyLabel={run.status?.phase === 'complete' ? 'Saved' : 'Saving…'}
          cancelledNotice="Upload cancelled. Nothing was saved, and your changes are still here."
          footer={
            <Link to={modelPage} className="text-brand underline underline-offset-2 hover:text-brand-hover">
              Back to the model page without saving
            </Link>
          }
        />
      </div>
    </form>
  );
}
