import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useSetPin } from './api/use-payouts';
import { LiveNotice, Panel } from './panel';
import { pinLockText, pinProblems } from './payout-rules';
import { PinResetFlow } from './pin-reset-flow';
import { StepUpField } from '../../components/step-up-field/step-up-field';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * The withdrawal PIN (issue 15 item 3): set once, then changed only with the current one, or reset
 * with an e-mailed code when forgotten. Wrong PINs lock withdrawals for a while; the server's own
 * words say so, shown as they come. The first PIN is set with a code e-mailed to the account
 * (decision 047), so a stolen session cannot set one and then pass every PIN check with it.
 */
export function PinPanel({ pinSet, pinLockedUntil }: { pinSet: boolean; pinLockedUntil: string | null }) {
  const [current, setCurrent] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof pinProblems>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const forgot = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const save = useSetPin();
  const locked = pinLockText(pinLockedUntil);

  // Back from the reset flow, focus returns to the button that opened it.
  useEffect(() => {
    if (resetting || !returnFocus.current) return;
    returnFocus.current = false;
    forgot.current?.focus();
  }, [resetting]);

  function openReset() {
    save.reset();
    setNotice(null);
    setResetting(true);
  }

  function closeReset(message: string | null) {
    returnFocus.current = true;
    setResetting(false);
    setNotice(message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = pinProblems({ pin, repeat, current: pinSet ? current : null });
    setProblems(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ pin, ...(pinSet ? { currentPin: current } : code ? { code } : {}) });
      setCurrent('');
      setCode('');
      setPin('');
      setRepeat('');
      setNotice(pinSet ? 'Your withdrawal PIN has been changed.' : 'Your withdrawal PIN is set. Withdrawals will ask for it.');
    } catch {
      // Shown from save.error below, in the server's words (a wrong current PIN, or the lock-out).
    }
  }

  const pinField = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6, disabled: save.isPending } as const;
  return (
    <Panel
      id="withdrawal-pin"
      title="Withdrawal PIN"
      description={pinSet ? 'Set. Every withdrawal asks for it. To change it, give the current one and a new one of 4 to 6 digits.' : 'Optional: 4 to 6 digits that every withdrawal will ask for, so a stolen session cannot move your money.'}
    >
      {locked && <Alert>{locked}</Alert>}
      {resetting ? (
        <PinResetFlow onClose={closeReset} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          {pinSet && (
            <div className="space-y-1.5">
              <Field label="Current PIN" {...pinField} value={current} onChange={(e) => setCurrent(digitsOnly(e.target.value))} error={problems.current} />
              <button ref={forgot} type="button" onClick={openReset} className="rounded text-sm font-medium text-brand hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40">
                Forgot PIN?
              </button>
            </div>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={pinSet ? 'New PIN' : 'PIN'} {...pinField} value={pin} onChange={(e) => setPin(digitsOnly(e.target.value))} error={problems.pin} />
            <Field label={pinSet ? 'New PIN again' : 'PIN again'} {...pinField} value={repeat} onChange={(e) => setRepeat(digitsOnly(e.target.value))} error={problems.repeat} />
          </div>
          {!pinSet && <StepUpField pinSet={false} purpose="set-withdrawal-pin" value={code} onChange={setCode} disabled={save.isPending} />}
          {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : pinSet ? 'Change PIN' : 'Set PIN'}
          </Button>
        </form>
      )}
      <LiveNotice message={notice} />
    </Panel>
  );
}
