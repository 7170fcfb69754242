import { useEffect, useState } from 'react';
import { describeReadiness, fetchReadiness, type Readiness } from './readiness';

function ServerStatus() {
  const [readiness, setReadiness] = useState<Readiness>({ state: 'checking' });

  useEffect(() => {
    // StrictMode runs effects twice in development; aborting keeps the first run from landing late.
    const controller = new AbortController();
    fetchReadiness(controller.signal).then(setReadiness, () => {});
    return () => controller.abort();
  }, []);

  return (
    <p className="status" role="status" data-state={readiness.state}>
      <span className="status-dot" aria-hidden="true" />
      {describeReadiness(readiness)}
    </p>
  );
}

export function App() {
  return (
    <main className="home">
      <h1>Meshmandi</h1>
      <p className="tagline">A community marketplace for 3D models, made in Bengaluru.</p>
      <ServerStatus />
    </main>
  );
}
