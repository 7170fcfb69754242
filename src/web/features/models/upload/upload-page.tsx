import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { modelPath } from '../../../../shared/model-path';
import { PageHeader } from '../../../components/ui/page-header';
import { useSiteInfo } from '../../../lib/site-info';
import { useModelChanged } from '../../../lib/use-model-changed';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatBytes } from '../detail/format-measurements';
import { FormSection } from '../form/form-section';
import { ModelDetailsFields } from '../form/model-details-fields';
import { checkDraft, emptyDraft, type DraftErrors, type ModelDraft } from '../form/model-draft';
import { useChosenFiles } from '../form/use-chosen-files';
import { ModelFilesSection } from './model-files-section';
import { declareRemixSources } from './declare-remix-sources';
import { PreviewImagesSection } from './preview-images-section';
import { RemixOfSection } from './remix-of-section';
import { parseRemixSources } from './remix-sources-draft';
import { runPublish } from './run-publish';
import { SubmitPanel } from './submit-panel';
import { UploadAllowanceNote } from './upload-allowance-note';
import { useUploadRun } from './use-upload-run';

/** How long the finished bar stays at 100 % before the model page opens, so the creator sees it land. */
const COMPLETE_PAUSE_MS = 700;
const FILES_MISSING = 'Add at least one model file before publishing.';

export default function UploadPage() {
  usePageTitle('Upload a model');
  const { modelFileMaxBytes } = useSiteInfo();
  const navigate = useNavigate();
  const modelChanged = useModelChanged();
  const files = useChosenFiles('model', modelFileMaxBytes);
  const previews = useChosenFiles('preview', modelFileMaxBytes);
  const [draft, setDraft] = useState<ModelDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [filesMissing, setFilesMissing] = useState(false);
  const [remixOf, setRemixOf] = useState('');
  const [remixOfError, setRemixOfError] = useState<string | undefined>();
  const run = useUploadRun();
  const busy = run.status !== null;

  function change(patch: Partial<ModelDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
    setProblem(null);
  }

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkDraft(draft);
    const sources = parseRemixSources(remixOf);
    setErrors(checked.errors);
    setRemixOfError(sources.error);
    setFilesMissing(files.files.length === 0);
    if (files.files.length === 0) return setProblem(FILES_MISSING);
    if (!checked.details || !sources.ids) return setProblem('Some details need your attention: see the highlighted fields.');
    setProblem(null);
    files.clearProblems();
    previews.clearProblems();
    const details = checked.details;
    const model = await run.start((batch, report) => runPublish({ files: files.files, previews: previews.files, details }, batch, report));
    if (!model) return;
    const notice = await declareRemixSources(model.id, sources.ids);
    void modelChanged({ kind: 'published', modelId: model.id, creatorId: model.userId });
    // The model's own address, not /model/{id}: that redirects, and a redirect drops the notice.
    window.setTimeout(() => void navigate(modelPath(model), { state: notice }), COMPLETE_PAUSE_MS);
  }

  const totalBytes = files.files.reduce((sum, file) => sum + file.size, 0);
  // Said of an empty file list: once a file is added, it is no longer true and no longer shown.
  const noFiles = files.files.length === 0;
  const shownProblem = problem === FILES_MISSING && !noFiles ? null : problem;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <PageHeader title="Upload a model" description="Share a 3D model with the community: add its files, a few pictures and the details, then publish." />
      <UploadAllowanceNote />
      <form onSubmit={(e) => void publish(e)} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <ModelFilesSection chosen={files} maxBytes={modelFileMaxBytes} missing={filesMissing && noFiles} disabled={busy} />
          <PreviewImagesSection chosen={previews} disabled={busy} />
          <FormSection id="details" title="Details" description="How people will find your model and what they may do with it.">
            <ModelDetailsFields draft={draft} errors={errors} onChange={change} disabled={busy} />
          </FormSection>
          <RemixOfSection
            value={remixOf}
            error={remixOfError}
            disabled={busy}
            onChange={(value) => {
              setRemixOf(value);
              setRemixOfError(undefined);
              setProblem(null);
            }}
          />
        </div>
        <div className="lg:sticky lg:top-24">
          <SubmitPanel
            title="Publish"
            summary={[
              ['Model files', files.files.length ? `${files.files.length} · ${formatBytes(totalBytes)}` : 'None yet'],
              ['Preview images', previews.files.length || 'Rendered for you'],
              ['Visibility', draft.visibility === 'public' ? 'Public' : 'Private'],
            ]}
            run={run}
            problem={shownProblem}
            submitLabel="Publish model"
            busyLabel={run.status?.phase === 'complete' ? 'Published' : 'Publishing…'}
            cancelledNotice="Upload cancelled. Nothing was published, and your files and details are still here."
            footer={
              <>
                By publishing you confirm the model is yours to share under the licence you chose and follows the{' '}
                <Link to="/community-guidelines" className="text-brand underline underline-offset-2 hover:text-brand-hover">
                  community guidelines
                </Link>
                .
              </>
            }
          />
        </div>
      </form>
    </div>
  );
}
