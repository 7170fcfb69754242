import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { errorMessage } from '../../lib/api-client';
import { useUpdatePayoutSettings } from './api/use-payouts';
import { PAYOUT_SCHEDULES, type PayoutSchedule as Schedule } from './payout-rules';
import { StepUpField, stepUpProof } from '../../components/step-up-field/step-up-field';

/**
 * When scheduled payouts run (SPEC §9: default instant). Saved with a button rather than on each
 * change, so moving through the radios with the arrow keys does not send a request per step. A
 * schedule that pays by itself needs the PIN or an e-mailed code (decision 047); instant does not.
 */
export function PayoutSchedule({ schedule, pinSet, onSaved }: { schedule: Schedule; pinSet: boolean; onSaved(message: string): void }) {
  const [choice, setChoice] = useState<Schedule>(schedule);
  const [proof, setProof] = useState('');
  const needsProof = choice !== 'instant' && choice !== schedule;
  const update = useUpdatePayoutSettings();

  function submit(event: FormEvent) {
    event.preventDefault();
    const label = PAYOUT_SCHEDULES.find((s) => s.value === choice)!.label;
    update.mutate(
      { schedule: choice, ...(needsProof ? stepUpProof(pinSet, proof) : {}) },
      {
        onSuccess: () => {
          setProof('');
          onSaved(`Payout schedule saved: ${label}.`);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">Payout schedule</legend>
        {PAYOUT_SCHEDULES.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
              choice === option.value ? 'border-brand bg-brand-soft/60' : 'border-border hover:bg-surface-muted',
            )}
          >
            <input type="radio" name="payout-schedule" value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} className="mt-1 size-4 shrink-0 accent-brand" />
            <span className="text-sm">
              <span className="block font-medium text-fg">{option.label}</span>
              <span className="block text-fg-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {needsProof && <StepUpField pinSet={pinSet} purpose="change-payout-settings" value={proof} onChange={setProof} disabled={update.isPending} />}
      {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
      <Button type="submit" size="sm" variant="secondary" disabled={update.isPending || choice === schedule}>
        {update.isPending ? 'Saving…' : 'Save schedule'}
      </Button>
    </form>
  );
}
