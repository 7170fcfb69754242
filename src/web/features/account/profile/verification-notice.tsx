import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { sendCode } from '../api/one-time-codes';

/** Shown until the e-mail is verified: sends a verification code and points to the screen that takes it. */
export function VerificationNotice({ email }: { email: string }) {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: () => sendCode(email, 'verification'),
    onSuccess: () => setSentAt(Date.now()),
  });
  const verifyHref = `/verify?${new URLSearchParams({ email, type: 'verification' }).toString()}`;
  return (
    <section aria-labelledby="verify-heading" className="rounded-2xl border border-brand/40 bg-brand-soft/50 p-5">
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="verify-heading" className="font-semibold text-fg">
            Verify your e-mail address
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            We'll send a 6-digit code to <strong className="text-fg [overflow-wrap:anywhere]">{email}</strong>. Until it is verified we cannot e-mail
            you about your models, tips or account, and an account never verified may be removed.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => send.mutate()} disabled={send.isPending}>
              {send.isPending ? 'Sending…' : send.isSuccess ? 'Send a new code' : 'Send verification code'}
            </Button>
            {/* The verify screen reads this state to show the notice and hold back "resend" for a minute. */}
            <Link to={verifyHref} state={sentAt && send.data ? { sentAt, notice: send.data.message } : undefined} className={buttonClasses(send.isSuccess ? 'primary' : 'secondary', 'sm')}>
              {send.isSuccess ? 'Enter the code' : 'I already have a code'}
            </Link>
          </div>
          {send.isSuccess && (
            <Alert tone="success" className="mt-3">
              {send.data.message}
            </Alert>
          )}
          {send.isError && <Alert className="mt-3">{errorMessage(send.error)}</Alert>}
        </div>
      </div>
    </section>
  );
}
