import { CircleCheck, Landmark, Smartphone } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { KYC_REQUIRED_ABOVE_PAISE, MAX_WITHDRAWAL_PAISE, MIN_WITHDRAWAL_PAISE } from '../../../shared/constants/payout-rules';
import type { PayoutDestination, PayoutSettingsView } from '../../../shared/contracts/payouts/payout-settings';
import type { WithdrawalItem } from '../../../shared/contracts/payouts/withdrawals';
import { formatRupees } from '../../../shared/money/format-rupees';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useCreateWithdrawal } from './api/use-payouts';
import { needsKyc, parseRupees, rupees, withdrawalAmountProblem, withdrawalPreview } from './payout-rules';
import { paiseToRupees } from '../../../shared/money/paise';
import { StatusBadge } from './status-badge';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  availableBalance: number;
  settings: PayoutSettingsView;
}

function DestinationChoice({ destination, checked, onChange, name }: { destination: PayoutDestination; checked: boolean; onChange(): void; name: string }) {
  const Icon = destination.method === 'upi' ? Smartphone : Landmark;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
        checked ? 'border-brand bg-brand-soft/60' : 'border-border hover:bg-surface-muted',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 shrink-0 accent-brand" />
      <Icon className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />
      <span className="min-w-0 flex-1 text-fg [overflow-wrap:anywhere]">{destination.label}</span>
      {destination.isDefault && <span className="shrink-0 text-xs text-fg-muted">Default</span>}
    </label>
  );
}

function Success({ withdrawal, onClose }: { withdrawal: WithdrawalItem; onClose(): void }) {
  return (
    <div className="space-y-4">
      <div role="status" className="flex gap-3 rounded-lg border border-success/40 p-4">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="space-y-1 text-sm text-fg">
          <p className="font-semibold">Withdrawal of {rupees(withdrawal.amount)} asked for.</p>
          <p>
            Fee {rupees(withdrawal.processingFee)} · You receive {rupees(withdrawal.netAmount)}, to {withdrawal.destinationLabel}.
          </p>
          <p className="flex items-center gap-2">
            <StatusBadge status={withdrawal.status} />
            <span className="text-fg-muted">An admin reviews it before it is paid.</span>
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

/**
 * The form lives inside the dialog's content, which Radix mounts on each opening: every opening
 * starts clean with a new requestId, and every retry within one opening sends the same id, so a
 * double press or a retry after a lost answer can never withdraw twice.
 */
function WithdrawForm({ availableBalance: availableNow, settings, onClose }: Omit<WithdrawDialogProps, 'open' | 'onOpenChange'> & { onClose(): void }) {
  const id = useId();
  const [requestId] = useState(() => crypto.randomUUID());
  // The balance as the dialog opened: a request whose answer was lost has already lowered the live
  // figure, and its retry (same requestId, answered with that same request) must not be blocked by it.
  const [availableBalance] = useState(availableNow);
  const destinations = settings.destinations;
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const [destinationId, setDestinationId] = useState(settings.defaultDestinationId ?? destinations[0]?.id ?? '');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<WithdrawalItem | null>(null);
  const sending = useRef(false);
  const create = useCreateWithdrawal();

  const amount = parseRupees(amountText);
  const amountProblem = withdrawalAmountProblem(amount, availableBalance);
  const kycMissing = needsKyc(amount, settings.kyc.complete);
  const pinProblem = settings.pinSet && !/^[0-9]{4,6}$/.test(pin) ? 'Your withdrawal PIN is 4 to 6 digits.' : null;
  const destination = destinations.find((d) => d.id === destinationId);
  const canSend = !amountProblem && !kycMissing && !pinProblem && destination !== undefined && !create.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!canSend || amount === null || sending.current) return;
    sending.current = true;
    setError(null);
    try {
      const answer = await create.mutateAsync({
        amount: paiseToRupees(amount),
        paymentMethod: destination.method,
        accountDetails: { destinationId: destination.id },
        requestId,
        ...(settings.pinSet ? { pin } : {}),
      });
      setDone(answer.withdrawal);
    } catch (failure) {
      // The server's words as they are ('Failed to create withdrawal request: …'): it is the authority on why.
      setError(errorMessage(failure));
    } finally {
      sending.current = false;
    }
  }

  if (done) return <Success withdrawal={done} onClose={onClose} />;

  const preview = amount !== null && !amountProblem ? withdrawalPreview(amount, settings.withdrawalFeeBps).text : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={create.isPending}>
      <p className="text-sm text-fg-muted">
        Available: <span className="font-semibold tabular-nums text-fg">{rupees(Math.max(0, availableBalance))}</span>
      </p>
      <Field
        label="Amount in rupees"
        inputMode="decimal"
        autoComplete="off"
        placeholder="500"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        onBlur={() => setTouched(true)}
        hint={`${formatRupees(MIN_WITHDRAWAL_PAISE)} to ${formatRupees(MAX_WITHDRAWAL_PAISE)} a request; a ${settings.withdrawalFeeBps / 100} % fee comes out of it.`}
        error={touched && amountText !== '' ? (amountProblem ?? undefined) : undefined}
        disabled={create.isPending}
      />
      <p aria-live="polite" aria-atomic="true" className="min-h-6 rounded-lg bg-surface-muted px-3 py-2 text-sm font-medium tabular-nums text-fg">
        {preview ?? 'Type an amount to see the fee and what you receive.'}
      </p>
      {kycMissing && (
        <Alert tone="info">
          Withdrawals above {formatRupees(KYC_REQUIRED_ABOVE_PAISE)} need your legal name and PAN. Add them under “KYC-lite” first, or withdraw less.
        </Alert>
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">Pay to</legend>
        {destinations.map((d) => (
          <DestinationChoice key={d.id} destination={d} name={`${id}-destination`} checked={d.id === destinationId} onChange={() => setDestinationId(d.id)} />
        ))}
      </fieldset>
      {settings.pinSet && (
        <Field
          label="Withdrawal PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          error={touched && pin !== '' ? (pinProblem ?? undefined) : undefined}
          disabled={create.isPending}
        />
      )}
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSend}>
          {create.isPending ? 'Withdrawing…' : amount !== null && !amountProblem ? `Withdraw ${rupees(amount)}` : 'Withdraw'}
        </Button>
      </div>
    </form>
  );
}

/** Issue 15 item 4: ask for a withdrawal from the live balance to one of the saved destinations. */
export function WithdrawDialog({ open, onOpenChange, ...props }: WithdrawDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Withdraw earnings" description="Paid to your UPI id or bank account once an admin approves it.">
      <WithdrawForm {...props} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
