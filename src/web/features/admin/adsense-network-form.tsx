import { useState } from 'react';
import { AD_PLACEMENTS, type AdPlacement } from '../../../shared/constants/sponsored-rules';
import type { AdNetworkSettings } from '../../../shared/contracts/sponsored/ad-network';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { PLACEMENT_LABELS } from '../../lib/sponsored-text';
import { useFleetingNotice } from '../../lib/use-fleeting-notice';
import { useAdNetworkSettings, useUpdateAdNetworkSettings } from './ad-settings-api';

function NetworkForm({ saved }: { saved: AdNetworkSettings }) {
  const update = useUpdateAdNetworkSettings();
  const [notice, notify] = useFleetingNotice();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [publisherId, setPublisherId] = useState(saved.publisherId ?? '');
  const [slots, setSlots] = useState<Partial<Record<AdPlacement, string>>>(saved.slots);
  return (
    <form
      aria-label="Ad network"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ enabled, publisherId, slots }, { onSuccess: () => notify(enabled ? 'Saved: the ad network is on.' : 'Saved: the ad network is off.') });
      }}
    >
      <label className="flex items-start gap-2 text-sm text-fg">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} className="mt-0.5 size-4 shrink-0 accent-brand" />
        <span>Show the ad network’s ads where no sponsored card fills a placement, to visitors who allowed marketing cookies</span>
      </label>
      <Field label="Publisher id" hint="From AdSense: ca-pub- followed by 16 digits." value={publisherId} onChange={(e) => setPublisherId(e.target.value)} placeholder="ca-pub-0000000000000000" spellCheck={false} autoComplete="off" />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-fg">Ad unit (slot id) per placement</legend>
        <p className="text-sm text-fg-muted">10 digits each; leave a placement empty for house ads only there.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {AD_PLACEMENTS.map((placement) => (
            <Field
              key={placement}
              label={PLACEMENT_LABELS[placement]}
              value={slots[placement] ?? ''}
              onChange={(e) => setSlots((now) => ({ ...now, [placement]: e.target.value }))}
              inputMode="numeric"
              spellCheck={false}
              autoComplete="off"
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          Save ad network
        </Button>
        <p role="status" className="text-sm text-fg-muted">
          {notice}
        </p>
      </div>
      {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
    </form>
  );
}

/** The ad network's settings on /admin/adsense (decision 084): every change is audited. */
export function AdsenseNetworkSection() {
  const query = useAdNetworkSettings();
  return (
    <section aria-labelledby="ad-network-heading" className="space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id="ad-network-heading" className="text-lg font-semibold text-fg">
          Ad network
        </h2>
        <p className="text-sm text-fg-muted">Google AdSense fills places no sponsored card takes, only for visitors who allowed marketing cookies; the others see your house ads. Its script is allowed on the site only while it is on.</p>
      </div>
      {query.isPending && <Spinner label="Loading the ad network settings" className="py-6" />}
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the ad network settings." />}
      {query.data && <NetworkForm saved={query.data.settings} />}
    </section>
  );
}
