import { adNetworkScriptUrl } from '../../../shared/constants/ad-network';
import { readConsent } from '../../lib/cookie-consent';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let loading: Promise<void> | null = null;

/**
 * Adds the network's script to the page once, and only while the visitor's stored consent allows
 * marketing cookies (SPEC §2): asked again here, at the moment it would load, so nothing reaches the
 * network before consent. A failed load is forgotten, so a later page may try again.
 */
export function loadAdNetworkScript(publisherId: string): Promise<void> {
  if (!readConsent()?.marketing) return Promise.reject(new Error('no marketing consent'));
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = adNetworkScriptUrl(publisherId);
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('the ad network script did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Asks the network to fill the page's next empty unit; queued until its script has loaded. */
export function fillAdUnit(): void {
  (window.adsbygoogle ??= []).push({});
}
