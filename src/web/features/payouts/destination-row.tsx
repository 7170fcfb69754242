import { useRef, useState } from 'react';
import { Landmark, Send, Smartphone, Star, Trash2 } from 'lucide-react';
import type { PayoutDestination } from '../../../shared/contracts/payouts/payout-settings';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api-client';
import { useMicroPayout, useRemoveDestination, useUpdatePayoutSettings } from './api/use-payouts';
import { destinationHoldText } from './payout-rules';
import { StepUpField, stepUpProof } from '../../components/step-up-field/step-up-field';

/** What the ₹1 test payout has shown so far; it can be sent once per destination. */
const MICRO_STATUS = {
  processing: '₹1 test sent: waiting for the bank',
  completed: '₹1 test received',
  failed: '₹1 test failed: check the details, or remove this and add it again',
} as const;

export function verificationText(destination: PayoutDestination): string {
  return destination.verification === 'provider' ? `Verified: ${destination.verifiedName ?? destination.holderName ?? 'holder confirmed'}` : 'Format checked';
}

interface RemoveDialogProps {
  destination: PayoutDestination | null;
  onOpenChange(open: boolean): void;
  onRemoved(message: string): void;
  returnFocusTo(): HTMLElement | null;
}

/**
 * The confirmation before removing a destination. It belongs to the list, not the row: the row
 * (and the Remove button that opened it) is gone once the list is read again, so focus goes back
 * to `returnFocusTo` then.
 */
export function RemoveDestinationDialog({ destination, onOpenChange, onRemoved, returnFocusTo }: RemoveDialogProps) {
  const remove = useRemoveDestination();
  if (!destination) return null;
  return (
    <Dialog
      open
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      title="Remove this payout method?"
      description={<span className="[overflow-wrap:anywhere]">{destination.label}</span>}
      returnFocusTo={returnFocusTo}
    >
      <div className="space-y-4">
        <p className="text-sm text-fg">You will not be able to choose it for new withdrawals. Withdrawals already asked for are still paid to it.</p>
        {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(destination.id, {
                onSuccess: () => {
                  onRemoved(`Removed ${destination.label}.`);
                  onOpenChange(false);
                },
              })
            }
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * One saved UPI id or bank account, masked as the server sends it: how it was checked, the ₹1
 * test, default or not, and Remove (the list asks to confirm). Results go to the panel's live notice.
 * Making it the default asks for the PIN or an e-mailed code first (decision 047); while it is new,
 * the row says from when it can be paid.
 */
export function DestinationRow({ destination, pinSet, onNotice, onRemove }: { destination: PayoutDestination; pinSet: boolean; onNotice(message: string): void; onRemove(): void }) {
  const micro = useMicroPayout();
  const makeDefault = useUpdatePayoutSettings();
  const [confirming, setConfirming] = useState(false);
  const [proof, setProof] = useState('');
  const held = destinationHoldText(destination.usableFrom);
  const microStatus = useRef<HTMLParagraphElement>(null);
  const Icon = destination.method === 'upi' ? Smartphone : Landmark;
  const failure = micro.error ?? makeDefault.error;

  return (
    <li className="space-y-3 px-4 py-4">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <Icon className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-hidden="true" />
        <div className="min-w-0 flex-1 basis-40">
          <p className="font-medium text-fg [overflow-wrap:anywhere]">{destination.label}</p>
          <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">
            {/* The label already names the bank and the last four digits. */}
            {destination.method === 'bank' ? `${destination.holderName ?? 'Bank account'} · IFSC ${destination.ifsc ?? ''}` : 'UPI'}
            {' · '}
            {verificationText(destination)}
          </p>
          {held && <p className="text-sm font-medium text-fg">{held}</p>}
          {destination.microPayout.status && (
            <p ref={microStatus} tabIndex={-1} className="text-sm text-fg-muted focus:outline-none">
              {MICRO_STATUS[destination.microPayout.status]}
            </p>
          )}
        </div>
        {destination.isDefault && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">
            <Star className="size-3.5" aria-hidden="true" />
            Default
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-8">
        {!destination.isDefault && !confirming && (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} aria-label={`Make default: ${destination.label}`}>
            Make default
          </Button>
        )}
        {destination.microPayout.status === null && (
          <Button
            size="sm"
            variant="secondary"
            disabled={micro.isPending}
            onClick={() =>
              micro.mutate(destination.id, {
                onSuccess: (answer) => {
                  const status = answer.destination.microPayout.status;
                  onNotice(`${destination.label}: ${status ? MICRO_STATUS[status] : '₹1 test sent'}.`);
                  // The button is gone once the test is sent (once per destination): its status line takes focus.
                  requestAnimationFrame(() => microStatus.current?.focus());
                },
              })
            }
            aria-label={`Send ₹1 test to ${destination.label}`}
          >
            <Send className="size-4" aria-hidden="true" />
            {micro.isPending ? 'Sending…' : 'Send ₹1 test'}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${destination.label}`} className="text-danger">
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      {confirming && !destination.isDefault && (
        <form
          className="space-y-2 sm:pl-8"
          onSubmit={(event) => {
            event.preventDefault();
            makeDefault.mutate(
              { defaultDestinationId: destination.id, ...stepUpProof(pinSet, proof) },
              {
                onSuccess: () => {
                  setConfirming(false);
                  onNotice(`${destination.label} is now your default payout method.`);
                },
              },
            );
          }}
        >
          <StepUpField pinSet={pinSet} purpose="change-payout-settings" value={proof} onChange={setProof} disabled={makeDefault.isPending} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={makeDefault.isPending}>
              {makeDefault.isPending ? 'Saving…' : 'Confirm default'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)} disabled={makeDefault.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {failure && <Alert>{errorMessage(failure)}</Alert>}
    </li>
  );
}
