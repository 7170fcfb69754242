import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PIN_RESET_CODE_MINUTES } from '../../../shared/constants/payout-rules';
import type { requestStepUpCode, StepUpPurpose } from '../../../shared/contracts/payouts/step-up';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { callByName, errorMessage } from '../../lib/api-client';

export type StepUpProof = { pin?: string; code?: string };

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** What the form sends with its action: the PIN when one is set, else the e-mailed code; nothing when nothing is typed, so the server says what is missing. */
export function stepUpProof(pinSet: boolean, typed: string): StepUpProof {
  if (!typed) return {};
  return pinSet ? { pin: typed } : { code: typed };
}

/**
 * Decision 047: moving money out or changing where it goes asks for the withdrawal PIN, or, with
 * none set, a code e-mailed for this one action. The server checks it and counts wrong tries; its
 * words are shown by the form that sends it. Shared by the payout settings and every form that
 * spends earnings (a sponsored placement's budget).
 */
export function StepUpField({ pinSet, purpose, value, onChange, disabled }: { pinSet: boolean; purpose: StepUpPurpose; value: string; onChange(typed: string): void; disabled?: boolean }) {
  const ask = useMutation({ mutationFn: (purpose: StepUpPurpose) => callByName<typeof requestStepUpCode>('requestStepUpCode', { purpose }) });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const common = { inputMode: 'numeric', autoComplete: 'off', maxLength: 6, value, disabled, onChange: (event: { target: { value: string } }) => onChange(digitsOnly(event.target.value)) } as const;
  if (pinSet) return <Field label="Withdrawal PIN" type="password" hint="Asked for whenever money leaves your account or where it goes changes." {...common} />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-fg-muted">You have no withdrawal PIN yet, so we confirm this with a code e-mailed to you.</p>
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled || ask.isPending}
        onClick={() => ask.mutate(purpose, { onSuccess: (answer) => setSentTo(answer.sentTo) })}
      >
        {ask.isPending ? 'Sending…' : sentTo ? 'E-mail another code' : 'E-mail me a code'}
      </Button>
      {sentTo && (
        <p role="status" className="text-sm text-fg-muted">
          We e-mailed a 6-digit code to {sentTo}. It works once, for {PIN_RESET_CODE_MINUTES} minutes.
        </p>
      )}
      {ask.isError && <Alert>{errorMessage(ask.error)}</Alert>}
      <Field label="Code from the e-mail" {...common} />
    </div>
  );
}
