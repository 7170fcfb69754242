import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PASSWORDLESS_DELETE_FRESH_MINUTES } from '../../../../shared/constants/account-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { deleteAccount } from '../api/account-sessions';

const CONFIRM_WORD = 'DELETE';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Google accounts may have no password; a sign-in in the last minutes is enough for them. */
  passwordOptional: boolean;
}

export function DeleteAccountDialog({ open, onOpenChange, passwordOptional }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteAccount(password),
    // A full page load, not a client-side move: it drops every cached private answer, and it cannot
    // race the guard of this signed-in-only page (which would bounce a deleted user to /login).
    onSuccess: () => {
      window.setTimeout(() => window.location.replace('/'), 1500);
    },
  });
  const ready = typed === CONFIRM_WORD && (passwordOptional || password.length > 0) && !remove.isPending && !remove.isSuccess;

  function close(next: boolean) {
    if (remove.isPending || remove.isSuccess) return;
    if (!next) {
      setPassword('');
      setTyped('');
      remove.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) remove.mutate();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      description="Your profile, avatar and sign-in details are removed for good. This cannot be undone."
    >
      <form onSubmit={submit} className="space-y-4">
        <Field
          label="Your password"
          type="password"
          autoComplete="current-password"
          required={!passwordOptional}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={
            passwordOptional
              ? `Leave empty if you only sign in with Google and signed in within the last ${PASSWORDLESS_DELETE_FRESH_MINUTES} minutes.`
              : undefined
          }
        />
        <Field
          label={`Type ${CONFIRM_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
        {remove.isSuccess && <Alert tone="success">Your account has been deleted. Taking you to the home page…</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={remove.isPending || remove.isSuccess}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!ready}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
