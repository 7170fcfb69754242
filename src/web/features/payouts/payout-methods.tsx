import { Landmark, Plus, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PayoutDestination, PayoutSettingsView } from '../../../shared/contracts/payouts/payout-settings';
import { Button } from '../../components/ui/button';
import { AddBankForm } from './add-bank-form';
import { AddUpiForm } from './add-upi-form';
import { DestinationRow, RemoveDestinationDialog } from './destination-row';
import { LiveNotice, Panel } from './panel';
import { PayoutSchedule } from './payout-schedule';

type Adding = 'upi' | 'bank' | null;

/** Issue 15 item 3: where withdrawals are paid (UPI ids and bank accounts, masked) and when scheduled ones run. */
export function PayoutMethods({ settings }: { settings: PayoutSettingsView }) {
  const [adding, setAdding] = useState<Adding>(null);
  const [removing, setRemoving] = useState<PayoutDestination | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addUpiButton = useRef<HTMLButtonElement>(null);
  const addBankButton = useRef<HTMLButtonElement>(null);

  function open(kind: Adding) {
    setNotice(null);
    setAdding(kind);
  }
  // A closed form gives focus back to the button that opened it, not to the page body.
  function close(kind: Adding, message: string | null) {
    setAdding(null);
    if (message) setNotice(message);
    requestAnimationFrame(() => (kind === 'bank' ? addBankButton : addUpiButton).current?.focus());
  }

  return (
    <Panel id="payout-methods" title="Payout methods" description="Withdrawals are paid to one of these. Account numbers are kept sealed and shown by their last four digits.">
      {settings.destinations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">No UPI id or bank account yet: add one to withdraw.</p>
      ) : (
        <ul aria-label="Saved payout methods" className="-mx-4 divide-y divide-border border-y border-border sm:mx-0 sm:rounded-xl sm:border">
          {settings.destinations.map((destination) => (
            <DestinationRow key={destination.id} destination={destination} pinSet={settings.pinSet} onNotice={setNotice} onRemove={() => setRemoving(destination)} />
          ))}
        </ul>
      )}
      <LiveNotice message={notice} />
      {adding === 'upi' ? (
        <AddUpiForm pinSet={settings.pinSet} onSaved={(message) => close('upi', message)} onCancel={() => close('upi', null)} />
      ) : adding === 'bank' ? (
        <AddBankForm pinSet={settings.pinSet} onSaved={(message) => close('bank', message)} onCancel={() => close('bank', null)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button ref={addUpiButton} size="sm" variant="secondary" onClick={() => open('upi')}>
            <Plus className="size-4" aria-hidden="true" />
            <Smartphone className="size-4" aria-hidden="true" />
            Add a UPI id
          </Button>
          <Button ref={addBankButton} size="sm" variant="secondary" onClick={() => open('bank')}>
            <Plus className="size-4" aria-hidden="true" />
            <Landmark className="size-4" aria-hidden="true" />
            Add a bank account
          </Button>
        </div>
      )}
      <div className="border-t border-border pt-4">
        <PayoutSchedule schedule={settings.schedule} pinSet={settings.pinSet} onSaved={setNotice} />
      </div>
      <RemoveDestinationDialog
        key={removing?.id ?? 'none'}
        destination={removing}
        onOpenChange={(next) => !next && setRemoving(null)}
        onRemoved={setNotice}
        returnFocusTo={() => addUpiButton.current}
      />
    </Panel>
  );
}
