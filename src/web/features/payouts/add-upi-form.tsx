import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useVerifyUpi } from './api/use-payouts';
import { normaliseUpiId, usableFromText } from './payout-rules';
import { StepUpField, stepUpProof } from '../../components/step-up-field/step-up-field';

/**
 * Adds a UPI id through verifyUpiVpa: the format is always checked, and with RazorpayX the
 * provider names the holder, which the creator sees so a typo paying a stranger shows at once.
 * Adding one needs the PIN or an e-mailed code (decision 047).
 */
export function AddUpiForm({ pinSet, onSaved, onCancel }: { pinSet: boolean; onSaved(message: string): void; onCancel(): void }) {
  const [text, setText] = useState('');
  const [proof, setProof] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyUpi();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = normaliseUpiId(text);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    try {
      const answer = await verify.mutateAsync({ upiId: checked.upiId, ...stepUpProof(pinSet, proof) });
      if (!answer.valid || !answer.destination) {
        setProblem(`${checked.upiId} is not a UPI id that can be paid: the bank did not find it. Check it in your UPI app.`);
        return;
      }
      const how = answer.checked === 'provider' ? `Verified: ${answer.holderName ?? answer.destination.verifiedName ?? 'holder confirmed'}` : 'Format checked';
      onSaved(`Saved ${answer.destination.label}. ${how}. It can be paid from ${usableFromText(answer.destination.usableFrom)}.`);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-border p-4">
      <Field
        label="UPI id"
        autoFocus
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="yourname@okaxis"
        maxLength={320}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="The one your UPI app shows, like name@okaxis or 98xxxxxx10@ybl."
        disabled={verify.isPending}
      />
      <StepUpField pinSet={pinSet} purpose="add-payout-destination" value={proof} onChange={setProof} disabled={verify.isPending} />
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Check and save'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={verify.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
