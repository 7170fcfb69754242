import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useAddBankAccount } from './api/use-payouts';
import { bankProblems, compactDigits, normaliseIfsc, usableFromText, type BankInput, type BankProblems } from './payout-rules';
import { StepUpField, stepUpProof } from '../../components/step-up-field/step-up-field';

const EMPTY: BankInput = { holderName: '', accountNumber: '', repeatAccountNumber: '', ifsc: '' };

/**
 * Adds a bank account. The number is typed twice and the copies compared here, so only one copy
 * is ever sent; the server keeps it sealed and shows the last four digits from then on. Adding one
 * needs the PIN or an e-mailed code (decision 047).
 */
export function AddBankForm({ pinSet, onSaved, onCancel }: { pinSet: boolean; onSaved(message: string): void; onCancel(): void }) {
  const [input, setInput] = useState<BankInput>(EMPTY);
  const [proof, setProof] = useState('');
  const [problems, setProblems] = useState<BankProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddBankAccount();
  const set = (key: keyof BankInput) => (event: { target: { value: string } }) => setInput((was) => ({ ...was, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = bankProblems(input);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await add.mutateAsync({ holderName: input.holderName.trim(), accountNumber: compactDigits(input.accountNumber), ifsc: normaliseIfsc(input.ifsc), ...stepUpProof(pinSet, proof) });
      const { destination } = answer;
      onSaved(`Saved ${destination.bankName ?? 'your bank'} account ••••${destination.accountLast4 ?? ''} for ${destination.holderName ?? input.holderName.trim()}. It can be paid from ${usableFromText(destination.usableFrom)}.`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-border p-4">
      <Field label="Account holder's name" autoFocus autoComplete="name" maxLength={100} value={input.holderName} onChange={set('holderName')} error={problems.holderName} disabled={add.isPending} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={input.accountNumber}
          onChange={set('accountNumber')}
          error={problems.accountNumber}
          disabled={add.isPending}
        />
        <Field
          label="Account number again"
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={input.repeatAccountNumber}
          onChange={set('repeatAccountNumber')}
          hint="Type it again to catch a slip."
          error={problems.repeatAccountNumber}
          disabled={add.isPending}
        />
      </div>
      <Field
        label="IFSC"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={11}
        placeholder="HDFC0001234"
        value={input.ifsc}
        onChange={(event) => setInput((was) => ({ ...was, ifsc: event.target.value.toUpperCase() }))}
        hint="11 characters, on your cheque book or passbook."
        error={problems.ifsc}
        disabled={add.isPending}
        className="sm:max-w-xs"
      />
      <StepUpField pinSet={pinSet} purpose="add-payout-destination" value={proof} onChange={setProof} disabled={add.isPending} />
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Save bank account'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
