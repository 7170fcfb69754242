import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';

interface ApproveOrDeclineProps {
  /** Who or what is answered, for the buttons' accessible names ("Approve Kavya Nair"). */
  who: string;
  /** The reason field's label and hint: who will read the reason. */
  reasonLabel: string;
  reasonHint: string;
  pending: boolean;
  error: string | null;
  onApprove: () => void;
  onDecline: (reason: string) => void;
}

/** An admin queue's answer: Approve at once, or Decline… which first asks why (1–500 characters). */
export function ApproveOrDecline({ who, reasonLabel, reasonHint, pending, error, onApprove, onDecline }: ApproveOrDeclineProps) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <div className="space-y-3">
      {declining ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            onDecline(reason);
          }}
        >
          <TextAreaField label={reasonLabel} hint={reasonHint} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" disabled={pending || reason.trim() === ''}>
              Decline
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={pending} onClick={onApprove}>
            Approve<span className="sr-only"> {who}</span>
          </Button>
          <Button variant="secondary" size="sm" disabled={pending} onClick={() => setDeclining(true)}>
            Decline…<span className="sr-only"> {who}</span>
          </Button>
        </div>
      )}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
