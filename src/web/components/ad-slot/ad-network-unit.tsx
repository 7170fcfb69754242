import { useEffect, useRef, useState } from 'react';
import { fillAdUnit, loadAdNetworkScript } from './load-ad-network-script';

/**
 * The ad network's unit for a placement, marked "Ad". Rendered only for a visitor whose consent
 * allows marketing cookies (AdSlot decides); it keeps its height while the network fills it, so
 * nothing around it moves. If the script cannot load, it shows nothing (SPEC §8: no ads).
 */
export function AdNetworkUnit({ publisherId, slotId }: { publisherId: string; slotId: string }) {
  const unit = useRef<HTMLModElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = unit.current;
    let live = true;
    loadAdNetworkScript(publisherId).catch(() => live && setFailed(true));
    // Once per element: React's second run of effects in development must not ask for a second ad.
    if (element && !element.dataset.asked) {
      element.dataset.asked = 'true';
      fillAdUnit();
    }
    return () => {
      live = false;
    };
  }, [publisherId, slotId]);
  if (failed) return null;
  return (
    <li data-testid="ad-network-unit" className="col-span-full">
      <div className="rounded-2xl border border-border bg-surface p-2 shadow-sm">
        <span className="mb-1 inline-block rounded-md bg-surface-muted px-2 py-0.5 text-xs font-semibold text-fg">Ad</span>
        <ins
          ref={unit}
          className="adsbygoogle block min-h-[100px] w-full no-underline"
          data-ad-client={publisherId}
          data-ad-slot={slotId}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      </div>
    </li>
  );
}
