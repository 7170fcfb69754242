import { useEffect, useState } from 'react';

/** A blob: URL for a chosen file while the component shows it; a plain URL is passed through. */
export function useObjectUrl(source: Blob | string): string | null {
  const [url, setUrl] = useState<string | null>(typeof source === 'string' ? source : null);
  useEffect(() => {
    if (typeof source === 'string') return setUrl(source);
    const objectUrl = URL.createObjectURL(source);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [source]);
  return url;
}
