import { FlaskConical } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PLATFORM_RECIPIENT_ID, TIP_MESSAGE_MAX_LENGTH } from '../../../shared/constants/tip-rules';
import type { TipTarget } from '../../components/tip-button/tip-dialog-context';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useLoginPath } from '../../lib/use-return-path';
import { TestCheckoutDialog } from './test-checkout-dialog';
import { tipShareQuery } from './api/get-tip-share';
import { canSend, confirmLabel, tipSummary } from './tip-amount';
import { TipAmountPicker } from './tip-amount-picker';
import { TIP_ERRORS } from './tip-errors';
import { INITIAL_TIP_FORM, progressStep, tipFormReducer } from './tip-form-state';
import { TipProgress } from './tip-progress';
import { TipSuccess } from './tip-success';
import { TipSummary } from './tip-summary';
import { useTipPayment } from './use-tip-payment';

/**
 * SPEC §4, §9: the thank-you screen closes itself after 3.5 s. Once the pointer is moved onto it the
 * clock waits, and starts again when the pointer leaves, as good toasts do (WCAG 2.2.1). A pointer
 * that merely sat where the thanks appeared (on Pay) holds nothing: the browser sends it enter
 * events too, but no movement.
 */
const SUCCESS_CLOSE_MS = 3500;

interface TipDialogProps {
  target: TipTarget;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo(): HTMLElement | null;
}

/**
 * SPEC §2's tip dialog: choose an amount, add a note, Send; then the checkout, and a thank-you or
 * an error in the red box. Closable by Cancel, the close icon, Escape or the backdrop (Radix, which
 * also locks the page's scrolling while open), except while a payment is under way.
 */
export default function TipDialog({ target, open, onOpenChange, returnFocusTo }: TipDialogProps) {
  const id = useId();
  const loginPath = useLoginPath();
  const [form, dispatch] = useReducer(tipFormReducer, INITIAL_TIP_FORM);
  const [message, setMessage] = useState('');
  const [thanksHeld, setThanksHeld] = useState(false);
  const payment = useTipPayment(target);
  const { phase, testMode } = payment;
  const busy = phase === 'paying' || phase === 'provider';
  const toPlatform = target.creatorId === PLATFORM_RECIPIENT_ID;
  // The creator's share by their tier, for the summary; a tip to the platform needs none.
  const share = useQuery({ ...tipShareQuery(target.creatorId), enabled: open && !toPlatform });
  const shareBps = toPlatform ? 10_000 : (share.data ?? null);

  useEffect(() => {
    if (phase !== 'success' || thanksHeld) return;
    const timer = window.setTimeout(() => onOpenChange(false), SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, thanksHeld, onOpenChange]);

  function close(next: boolean) {
    if (!next && busy) return;
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    dispatch({ type: 'error', error: null });
    const error = await payment.send(form.amount, message);
    if (error) dispatch({ type: 'error', error });
  }

  const description = (
    <span className="[overflow-wrap:anywhere]">{target.modelTitle ? `A thank-you for “${target.modelTitle}”, paid over UPI.` : 'A thank-you in rupees, paid over UPI.'}</span>
  );
  const thanks = phase === 'success' ? payment.tip : null;
  // In the dialog's footer, so Send and its amount show however far the form is scrolled; the
  // form attribute ties Send to the form it sits outside of.
  const actions = (
    <div className="grid grid-cols-[auto_1fr] gap-2 sm:flex sm:justify-end">
      <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={`${id}-form`} disabled={!canSend(form.amount, busy)} className="sm:min-w-36">
        {confirmLabel(form.amount, testMode, busy)}
      </Button>
    </div>
  );
  return (
    <Dialog
      open={open && phase !== 'provider'}
      onOpenChange={close}
      title={`Support ${target.creatorName}`}
      description={description}
      footer={thanks ? undefined : actions}
      returnFocusTo={returnFocusTo}
    >
      {thanks ? (
        <div onPointerMove={(event) => (event.movementX || event.movementY ? setThanksHeld(true) : undefined)} onPointerLeave={() => setThanksHeld(false)}>
          <TipSuccess creatorName={target.creatorName} amount={thanks.amount} testMode={thanks.testMode} />
        </div>
      ) : (
        <form id={`${id}-form`} onSubmit={submit} className="space-y-4" aria-busy={busy}>
          <TipProgress step={progressStep(form.amount, busy)} />

          <div className="space-y-2">
            <label className="flex w-fit items-center gap-2 text-sm font-medium text-fg">
              <input type="checkbox" checked={testMode} disabled={busy} onChange={(event) => payment.setTestMode(event.target.checked)} className="size-4 accent-brand" />
              Test mode
            </label>
            {testMode && (
              <Alert tone="info" className="flex gap-2">
                <FlaskConical className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                <span>Test mode: no real money moves. You are not charged, and the tip goes to a test book that is never paid out.</span>
              </Alert>
            )}
          </div>

          <TipAmountPicker state={form} dispatch={dispatch} disabled={busy} />

          <div className="space-y-1.5">
            <label htmlFor={`${id}-message`} className="block text-sm font-medium text-fg">
              Message <span className="font-normal text-fg-muted">(optional)</span>
            </label>
            <textarea
              id={`${id}-message`}
              value={message}
              maxLength={TIP_MESSAGE_MAX_LENGTH}
              rows={2}
              disabled={busy}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby={`${id}-count`}
              placeholder="Say thanks, or what you made with it"
              className="block min-h-16 w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-fg-muted focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none"
            />
            <p id={`${id}-count`} className="text-right text-xs text-fg-muted tabular-nums">
              {message.length}/{TIP_MESSAGE_MAX_LENGTH}
            </p>
          </div>

          <TipSummary summary={tipSummary(form.amount, toPlatform, shareBps ?? 10_000)} toPlatform={toPlatform} feeBps={shareBps === null ? null : 10_000 - shareBps} />

          {form.error && (
            <Alert>
              {form.error}
              {form.error === TIP_ERRORS.signedOut && (
                <>
                  {' '}
                  <Link to={loginPath} onClick={() => onOpenChange(false)} className="font-medium underline underline-offset-2">
                    Log in
                  </Link>
                </>
              )}
            </Alert>
          )}
        </form>
      )}
      {payment.testCheckout && <TestCheckoutDialog order={payment.testCheckout.order} payeeName={target.creatorName} onDone={payment.testCheckout.settle} />}
    </Dialog>
  );
}
