import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { STORED_USER_STATUSES, USER_STATUS_REASON_MAX, type StoredUserStatus } from '../../../../shared/constants/user-status';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useRefetchUsers } from '../api/list-users';
import { setUserStatus } from '../api/set-user-status';
import { needsReason, STATUS_EFFECTS, STATUS_LABELS, statusQuestion, STATUS_BUTTONS, storedStatusOf, whyStatusLocked } from './status-rules';

interface UserStatusControlProps {
  user: OwnAccount;
  actor: OwnAccount;
  name: string;
}

/**
 * Sets a user active, inactive or banned (issue 16 item 3). Picking a status only opens the
 * confirmation: ending someone's access signs them out everywhere at once, so it is asked once
 * more, with the reason they will be e-mailed. Not shown on the admin's own row (the server
 * refuses it); greyed out with the reason where the server would refuse.
 */
export function UserStatusControl({ user, actor, name }: UserStatusControlProps) {
  const current = storedStatusOf(user.status);
  const [choice, setChoice] = useState<StoredUserStatus | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const messageId = useId();
  const reasonId = useId();
  const refetchUsers = useRefetchUsers();
  const change = useMutation({
    mutationFn: (input: { status: StoredUserStatus; reason: string }) => setUserStatus(user.uid, input.status, input.reason),
    onSuccess: (answer) => {
      setChoice(null);
      setDone(`${name} is now ${STATUS_LABELS[answer.status].toLowerCase()}.${answer.sessionsEnded ? ` ${answer.sessionsEnded} session${answer.sessionsEnded === 1 ? '' : 's'} ended.` : ''}`);
    },
    // Either way the list is read again: the change, or what someone else changed meanwhile.
    onSettled: refetchUsers,
  });
  if (actor.uid === user.uid) return null;
  const locked = whyStatusLocked(actor, user);

  function open(next: StoredUserStatus) {
    if (next === current) return;
    change.reset();
    setDone(null);
    setReason('');
    setMissing(false);
    setChoice(next);
  }

  function close() {
    if (!change.isPending) setChoice(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    if (needsReason(choice) && !reason.trim()) return setMissing(true);
    change.mutate({ status: choice, reason: reason.trim() });
  }

  return (
    <div className="min-w-0">
      <select
        aria-label={`Status of ${name}`}
        aria-describedby={done ? messageId : undefined}
        title={locked ?? undefined}
        value={current}
        disabled={!!locked || change.isPending}
        onChange={(event) => open(event.target.value as StoredUserStatus)}
        className="w-auto rounded-lg border border-border bg-surface px-2 py-1.5 text-sm text-fg focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      >
        {STORED_USER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {done && (
        <p id={messageId} role="status" className="mt-1 text-xs text-success">
          {done}
        </p>
      )}
      {choice && (
        <Dialog open onOpenChange={(next) => !next && close()} title={statusQuestion(choice, name)} description={STATUS_EFFECTS[choice]}>
          <form onSubmit={submit} noValidate className="space-y-4">
            {needsReason(choice) && (
              <div>
                <TextAreaField
                  label="Reason"
                  hint="E-mailed to them, and kept with the account."
                  rows={3}
                  maxLength={USER_STATUS_REASON_MAX}
                  required
                  autoFocus
                  value={reason}
                  disabled={change.isPending}
                  id={reasonId}
                  aria-invalid={missing ? true : undefined}
                  aria-describedby={missing ? `${reasonId}-hint ${reasonId}-error` : `${reasonId}-hint`}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setMissing(false);
                  }}
                />
                {missing && (
                  <p id={`${reasonId}-error`} className="mt-1.5 text-sm text-danger">
                    Reason is required.
                  </p>
                )}
              </div>
            )}
            {change.isError && <Alert>{errorMessage(change.error)}</Alert>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={change.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant={choice === 'active' ? 'primary' : 'danger'} disabled={change.isPending}>
                {change.isPending ? 'Saving…' : STATUS_BUTTONS[choice]}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
