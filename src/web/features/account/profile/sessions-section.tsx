import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { revokeOtherSessions } from '../api/account-sessions';

export function SessionsSection() {
  const revoke = useMutation({ mutationFn: revokeOtherSessions });
  return (
    <div className="space-y-4">
      <Button variant="secondary" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
        <LogOut className="size-4" aria-hidden="true" />
        {revoke.isPending ? 'Signing out…' : 'Sign out of all other devices'}
      </Button>
      {revoke.isError && <Alert>{errorMessage(revoke.error)}</Alert>}
      {revoke.isSuccess && <Alert tone="success">Done. Every other browser and device is signed out; this one stays signed in.</Alert>}
    </div>
  );
}
