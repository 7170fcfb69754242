import { BadgeCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { KYC_REQUIRED_ABOVE_PAISE } from '../../../shared/constants/payout-rules';
import type { PayoutSettingsView } from '../../../shared/contracts/payouts/payout-settings';
import { formatRupees } from '../../../shared/money/format-rupees';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useUpdateKyc } from './api/use-payouts';
import { LiveNotice, Panel } from './panel';
import { kycProblems } from './payout-rules';

/**
 * KYC-lite (issue 15 item 3): legal name and PAN, needed above ₹10,000. The PAN is sent once and
 * never comes back whole: afterwards only its masked form shows, and the field starts empty.
 */
export function KycPanel({ kyc }: { kyc: PayoutSettingsView['kyc'] }) {
  const [editing, setEditing] = useState(!kyc.complete);
  const [legalName, setLegalName] = useState(kyc.legalName ?? '');
  const [pan, setPan] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof kycProblems>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useUpdateKyc();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = kycProblems({ legalName, pan });
    setProblems(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await save.mutateAsync({ legalName: legalName.trim(), pan: pan.trim().toUpperCase() });
      setPan('');
      setEditing(false);
      setNotice(`Saved: ${answer.kyc.legalName}, PAN ${answer.kyc.panMasked}.`);
    } catch {
      // Shown from save.error below, as the server words it.
    }
  }

  return (
    <Panel id="kyc-lite" title="KYC-lite" description={`Your legal name and PAN, needed for withdrawals above ${formatRupees(KYC_REQUIRED_ABOVE_PAISE)}.`}>
      {kyc.complete && !editing ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-fg-muted">Legal name</dt>
            <dd className="font-medium text-fg [overflow-wrap:anywhere]">{kyc.legalName}</dd>
            <dt className="text-fg-muted">PAN</dt>
            <dd className="flex items-center gap-1.5 font-mono font-medium text-fg">
              {kyc.panMasked}
              <BadgeCheck className="size-4 text-success" aria-hidden="true" />
            </dd>
          </dl>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Update
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field label="Legal name" autoComplete="name" maxLength={100} value={legalName} onChange={(e) => setLegalName(e.target.value)} hint="As on your PAN card" error={problems.legalName} disabled={save.isPending} />
          <Field
            label="PAN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            value={pan}
            onChange={(e) => setPan(e.target.value.toUpperCase())}
            hint="Five letters, four digits, one letter, like ABCDE1234F"
            error={problems.pan}
            disabled={save.isPending}
            className="sm:max-w-xs"
          />
          {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save KYC-lite'}
            </Button>
            {kyc.complete && (
              <Button size="sm" variant="secondary" onClick={() => setEditing(false)} disabled={save.isPending}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}
      <LiveNotice message={notice} />
    </Panel>
  );
}
