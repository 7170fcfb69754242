import { Box, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';

export function HomeHero() {
  const { account } = useSession();
  return (
    <section className="border-b border-border bg-gradient-to-b from-brand-soft/60 to-bg">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
        <Box className="size-12 text-brand" aria-hidden="true" />
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">3D models from the community, made in Bengaluru</h1>
        <p className="max-w-2xl text-lg text-fg-muted">
          Meshmandi is where makers share 3D models and everyone can find, view and download them, free. Our mission is to make 3D assets accessible to everyone.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/explore" className={buttonClasses('primary')}>
            <Compass className="size-5" aria-hidden="true" /> Explore models
          </Link>
          {account ? (
            <Link to="/dashboard" className={buttonClasses('secondary')}>
              Go to your dashboard
            </Link>
          ) : (
            <Link to="/signup" className={buttonClasses('secondary')}>
              Create a free account
            </Link>
          )}
          <Link to="/getting-started" className={buttonClasses('ghost')}>
            How it works
          </Link>
        </div>
      </div>
    </section>
  );
}
