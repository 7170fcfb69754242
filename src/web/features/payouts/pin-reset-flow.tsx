import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PIN_RESET_CODE_MINUTES } from '../../../shared/constants/payout-rules';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useRequestPinReset, useResetPin } from './api/use-payouts';
import { LiveNotice } from './panel';
import { pinResetProblems } from './payout-rules';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 6);
type Problems = ReturnType<typeof pinResetProblems>;

/**
 * "Forgot PIN?" inside the PIN panel: a code e-mailed to the account's address, then the code and
 * a new PIN twice. The server counts a wrong code as a wrong PIN and says so; its words are shown
 * as they come. `onClose` hands back what to tell the person (null when they cancelled).
 */
export function PinResetFlow({ onClose }: { onClose(notice: string | null): void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [notice, setNotice] = useState<string | null>(null);
  const ask = useRequestPinReset();
  const reset = useResetPin();
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = { code: useRef<HTMLInputElement>(null), pin: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) };

  const [focusCode, setFocusCode] = useState(false);

  // The "Forgot PIN?" button that opened the flow is gone: focus goes to the flow's heading.
  useEffect(() => heading.current?.focus(), []);
  const busy = ask.isPending || reset.isPending;
  // The first code sent shows the code field, which takes focus once it is enabled: the query
  // library reports the request done a moment after its answer, and a disabled field cannot take
  // focus (under load the next frame could come before that report).
  useEffect(() => {
    if (!focusCode || busy) return;
    fields.code.current?.focus();
    setFocusCode(false);
  }, [focusCode, busy, fields.code]);

  async function send() {
    reset.reset();
    setNotice(null);
    try {
      const answer = await ask.mutateAsync();
      const first = sentTo === null;
      setSentTo(answer.sentTo);
      setNotice(`We e-mailed a 6-digit code to ${answer.sentTo}. It works for ${PIN_RESET_CODE_MINUTES} minutes.`);
      if (first) setFocusCode(true);
    } catch {
      // Shown from ask.error below: a wait before another code, or the lock-out.
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    ask.reset();
    const found = pinResetProblems({ code, pin, repeat });
    setProblems(found);
    const firstWrong = (['code', 'pin', 'repeat'] as const).find((name) => found[name]);
    if (firstWrong) {
      // Focus on the first field to fix, which reads its error out with it.
      fields[firstWrong].current?.focus();
      return;
    }
    try {
      await reset.mutateAsync({ code, pin });
      onClose('Your withdrawal PIN has been reset. Withdrawals will ask for the new one.');
    } catch {
      // Shown from reset.error below: a wrong code (counted), a spent one, or the lock-out.
    }
  }

  const pinField = { type: 'password', inputMode: 'numeric', autoComplete: 'new-password', maxLength: 6, disabled: busy } as const;
  const sent = sentTo !== null;
  const actions = (
    <>
      {ask.isError && <Alert>{errorMessage(ask.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        {sent && (
          <Button type="submit" size="sm" disabled={busy}>
            {reset.isPending ? 'Resetting…' : 'Reset PIN'}
          </Button>
        )}
        <Button size="sm" variant={sent ? 'secondary' : 'primary'} onClick={() => void send()} disabled={busy}>
          {ask.isPending ? 'Sending…' : sent ? 'Send a new code' : 'E-mail me a code'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onClose(null)} disabled={reset.isPending}>
          Cancel
        </Button>
      </div>
    </>
  );
  return (
    <div className="space-y-3 rounded-xl border border-border bg-surface-muted/50 p-4">
      <h4 ref={heading} tabIndex={-1} className="font-semibold text-fg focus:outline-none">
        Reset a forgotten PIN
      </h4>
      <LiveNotice message={notice} />
      {sent ? (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field
            ref={fields.code}
            label="Code from the e-mail"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            disabled={busy}
            value={code}
            onChange={(e) => setCode(digitsOnly(e.target.value))}
            error={problems.code}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field ref={fields.pin} label="New PIN" {...pinField} value={pin} onChange={(e) => setPin(digitsOnly(e.target.value))} error={problems.pin} />
            <Field ref={fields.repeat} label="New PIN again" {...pinField} value={repeat} onChange={(e) => setRepeat(digitsOnly(e.target.value))} error={problems.repeat} />
          </div>
          {reset.isError && <Alert>{errorMessage(reset.error)}</Alert>}
          {actions}
        </form>
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            We will e-mail a 6-digit code to the address on your account. Enter it here with a new PIN within {PIN_RESET_CODE_MINUTES} minutes. A wrong code counts as a wrong PIN.
          </p>
          {actions}
        </>
      )}
    </div>
  );
}
