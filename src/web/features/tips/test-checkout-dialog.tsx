import { ShieldCheck, Smartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatRupees } from '../../../shared/money/format-rupees';
import { errorMessage } from '../../lib/api-client';
import { completeTestCheckout, type TestCheckoutFailure } from './api/complete-test-checkout';
import type { TipOrder } from './api/create-razorpay-order';
import type { CheckoutOutcome } from './razorpay-checkout';

/** The failures the payer may ask for; the "provider's" words for each come back from the server. */
const FAILURES: { value: TestCheckoutFailure; label: string }[] = [
  { value: 'wrong-pin', label: 'Wrong UPI PIN' },
  { value: 'declined', label: 'Declined by the bank' },
  { value: 'timeout', label: 'Not completed in time' },
];

interface TestCheckoutDialogProps {
  order: TipOrder;
  payeeName: string;
  /** Called once: paid (to be verified like Razorpay's answer), failed with the description, or dismissed. */
  onDone(outcome: CheckoutOutcome): void;
}

/**
 * The site's own test checkout (issue 14 item 4), opened over the tip dialog when test mode has no
 * Razorpay test keys: it looks like a UPI checkout and lets the payer succeed or pick a failure.
 * completeTestCheckout answers exactly what Razorpay's checkout would hand the page, so the tip
 * dialog verifies it the same way. No real money moves, and the dialog says so.
 */
export function TestCheckoutDialog({ order, payeeName, onDone }: TestCheckoutDialogProps) {
  const id = useId();
  const [vpa, setVpa] = useState('success@meshmandi');
  const [failure, setFailure] = useState<TestCheckoutFailure>('declined');
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function finish(outcome: 'success' | 'failure') {
    setBusy(outcome === 'success' ? 'pay' : 'fail');
    setError(null);
    try {
      const answer = await completeTestCheckout({ orderId: order.orderId, outcome, failure, vpa });
      // One shape either way: the payment, or the error with the provider's description ('Payment failed' if it has none).
      onDone(answer.success && answer.payment ? { kind: 'paid', payment: answer.payment } : { kind: 'failed', description: answer.error?.description ?? '' });
    } catch (caught) {
      // A refused call (a mistyped UPI id, a lost connection) is the checkout's own problem: shown here, to fix or cancel.
      setError(errorMessage(caught));
      setBusy(null);
    }
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    void finish('success');
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onDone({ kind: 'dismissed' })}
      title="Pay with UPI"
      description={
        <span className="flex items-center gap-1.5 font-medium text-fg">
          <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" /> Test checkout: no real money moves
        </span>
      }
      className="max-w-sm"
    >
      <div className="space-y-5">
        <div className="rounded-xl bg-surface-muted px-4 py-4 text-center">
          <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">To {payeeName}</p>
          <p className="mt-1 text-3xl font-bold text-fg tabular-nums">{formatRupees(order.amount, { paise: 'always' })}</p>
          <p className="mt-1 text-xs text-fg-muted [overflow-wrap:anywhere]">Order {order.orderId}</p>
        </div>
        <form onSubmit={pay} className="space-y-3">
          <label htmlFor={`${id}-vpa`} className="block text-sm font-medium text-fg">
            UPI ID
          </label>
          <div className="relative">
            <Smartphone className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted" aria-hidden="true" />
            <input
              id={`${id}-vpa`}
              value={vpa}
              onChange={(event) => setVpa(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={busy !== null}
              className="block w-full rounded-lg border border-border bg-surface py-2.5 pr-3 pl-9 text-base text-fg focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none"
            />
          </div>
          {error && <Alert>{error}</Alert>}
          {/* Focus starts on Pay, as in a payment app, rather than selecting the prefilled UPI id. */}
          <Button type="submit" className="w-full" disabled={busy !== null} autoFocus>
            {busy === 'pay' ? 'Paying…' : `Pay ${formatRupees(order.amount)}`}
          </Button>
        </form>
        <fieldset className="space-y-2 rounded-lg border border-dashed border-border px-4 pt-2 pb-4">
          <legend className="px-1 text-sm font-medium text-fg">Or see a payment fail</legend>
          {FAILURES.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                name={`${id}-failure`}
                value={option.value}
                checked={failure === option.value}
                onChange={() => setFailure(option.value)}
                disabled={busy !== null}
                className="size-4 accent-brand"
              />
              {option.label}
            </label>
          ))}
          <Button variant="secondary" size="sm" className="mt-1 w-full" disabled={busy !== null} onClick={() => void finish('failure')}>
            {busy === 'fail' ? 'Failing…' : 'Fail payment'}
          </Button>
        </fieldset>
        <p className="text-center text-xs text-fg-muted">A UPI app would ask for your PIN at this point; this test checkout skips it and charges nothing.</p>
      </div>
    </Dialog>
  );
}
