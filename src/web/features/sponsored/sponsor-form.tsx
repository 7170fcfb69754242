import { useState, type FormEvent } from 'react';
import { SPONSORABLE_PLACEMENTS, CAMPAIGN_TYPES, SPONSORED_BUDGET_MIN_PAISE, SPONSORED_DURATION_MAX_DAYS, TARGET_AUDIENCES, type SponsorablePlacement, type CampaignType, type TargetAudience } from '../../../shared/constants/sponsored-rules';
import type { ModelSummary } from '../../../shared/contracts/models/model-shapes';
import { paiseToRupees } from '../../../shared/money/paise';
import { StepUpField, stepUpProof } from '../../components/step-up-field/step-up-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextAreaField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api-client';
import { AUDIENCE_LABELS, CAMPAIGN_TYPE_LABELS, PLACEMENT_LABELS } from '../../lib/sponsored-text';
import { useCreateSponsored } from './sponsored-api';

interface Draft {
  modelId: string;
  title: string;
  description: string;
  placement: SponsorablePlacement;
  campaignType: CampaignType;
  targetAudience: TargetAudience;
  budget: string;
  duration: string;
}

/**
 * Sponsors one of the creator's public models (decision 082). The budget is held from their earnings
 * at once, behind the PIN or an e-mailed code; the server checks everything and its words are shown
 * here. One request id per filled form, so a retry after a lost answer makes no second campaign.
 */
export function SponsorForm({ models, pinSet, initialModelId, onMade }: { models: ModelSummary[]; pinSet: boolean; initialModelId: string | null; onMade(message: string): void }) {
  const first = models.find((model) => model.id === initialModelId) ?? models[0];
  const [draft, setDraft] = useState<Draft>({
    modelId: first?.id ?? '',
    title: first?.title ?? '',
    description: '',
    placement: 'explore_grid',
    campaignType: 'cpc',
    targetAudience: 'everyone',
    budget: String(paiseToRupees(SPONSORED_BUDGET_MIN_PAISE)),
    duration: '7',
  });
  const [proof, setProof] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSponsored();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((now) => ({ ...now, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await create.mutateAsync({
        modelId: draft.modelId,
        title: draft.title,
        description: draft.description,
        placement: draft.placement,
        campaignType: draft.campaignType,
        targetAudience: draft.targetAudience,
        budget: Number(draft.budget),
        duration: Number(draft.duration),
        requestId,
        ...stepUpProof(pinSet, proof),
      });
      setRequestId(crypto.randomUUID());
      setProof('');
      onMade(`“${answer.campaign.title}” is waiting for the team’s approval. Its budget is held from your earnings.`);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  const busy = create.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sponsor a model">
      <SelectField
        label="Model"
        value={draft.modelId}
        onChange={(event) => {
          const model = models.find((m) => m.id === event.target.value);
          setDraft((now) => ({ ...now, modelId: event.target.value, title: model?.title ?? now.title }));
        }}
        disabled={busy}
      >
        {models.map((model) => (
          <option key={model.id} value={model.id}>
            {model.title}
          </option>
        ))}
      </SelectField>
      <Field label="Title on the card" maxLength={100} value={draft.title} onChange={(event) => set('title', event.target.value)} disabled={busy} />
      <TextAreaField label="A line about it (optional)" maxLength={300} rows={2} value={draft.description} onChange={(event) => set('description', event.target.value)} disabled={busy} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Where it shows" value={draft.placement} onChange={(event) => set('placement', event.target.value as SponsorablePlacement)} disabled={busy}>
          {SPONSORABLE_PLACEMENTS.map((placement) => (
            <option key={placement} value={placement}>
              {PLACEMENT_LABELS[placement]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Who sees it" value={draft.targetAudience} onChange={(event) => set('targetAudience', event.target.value as TargetAudience)} disabled={busy}>
          {TARGET_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {AUDIENCE_LABELS[audience]}
            </option>
          ))}
        </SelectField>
        <SelectField label="How you pay" value={draft.campaignType} onChange={(event) => set('campaignType', event.target.value as CampaignType)} disabled={busy}>
          {CAMPAIGN_TYPES.map((type) => (
            <option key={type} value={type}>
              {CAMPAIGN_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <Field label="Budget (₹)" type="number" inputMode="decimal" min={100} step="1" value={draft.budget} onChange={(event) => set('budget', event.target.value)} hint="₹100 to ₹1,00,000, held from your earnings now." disabled={busy} />
        <Field label="Days it runs" type="number" inputMode="numeric" min={1} max={SPONSORED_DURATION_MAX_DAYS} value={draft.duration} onChange={(event) => set('duration', event.target.value)} hint={`1 to ${SPONSORED_DURATION_MAX_DAYS}, from the team’s approval.`} disabled={busy} />
      </div>
      <StepUpField pinSet={pinSet} purpose="sponsor-from-earnings" value={proof} onChange={setProof} disabled={busy} />
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" disabled={busy || !draft.modelId}>
        {busy ? 'Sending…' : 'Hold the budget and send for approval'}
      </Button>
    </form>
  );
}
