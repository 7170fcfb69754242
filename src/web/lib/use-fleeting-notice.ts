import { useEffect, useState } from 'react';

const NOTICE_MS = 4000;

/** A short notice ("Link copied…") that clears itself after four seconds; a new one restarts the clock. */
export function useFleetingNotice(): [string, (notice: string) => void] {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(''), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice];
}
