import { Box, Download, HeartHandshake, ShieldCheck, Upload } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const POINTS: { icon: ComponentType<{ className?: string }>; title: string; text: string }[] = [
  { icon: Upload, title: 'Share what you make', text: 'Upload STL, OBJ, 3MF, GLB and more, with preview images, a licence you choose and your own storefront.' },
  { icon: Download, title: 'Find and download', text: 'Browse models from the community, look at them in 3D before you download, and print or render them.' },
  { icon: HeartHandshake, title: 'Support creators', text: 'Tip the people whose work you love in rupees over UPI. Creators receive 85% of every tip.' },
  { icon: ShieldCheck, title: 'Safe by design', text: 'Private models stay private, counts cannot be faked, and your e-mail and payout details are never shown to others.' },
];

export default function HomePage() {
  usePageTitle(undefined);
  const { account } = useSession();
  return (
    <div>
      <section className="border-b border-border bg-gradient-to-b from-brand-soft/60 to-bg">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
          <Box className="size-12 text-brand" aria-hidden="true" />
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">3D models from the community, made in Bengaluru</h1>
          <p className="max-w-2xl text-lg text-fg-muted">Meshmandi is where makers share 3D models and everyone can find, view and download them, free. Our mission is to make 3D assets accessible to everyone.</p>
          <div className="flex flex-wrap justify-center gap-3">
            {account ? (
              <Link to="/dashboard" className={buttonClasses('primary')}>
                Go to your dashboard
              </Link>
            ) : (
              <>
                <Link to="/signup" className={buttonClasses('primary')}>
                  Create a free account
                </Link>
                <Link to="/login" className={buttonClasses('secondary')}>
                  Log in
                </Link>
              </>
            )}
            <Link to="/getting-started" className={buttonClasses('ghost')}>
              How it works
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-heading" className="text-center text-2xl font-bold text-fg">
          Why Meshmandi
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-5">
              <Icon className="size-7 text-brand" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-fg">{title}</h3>
              <p className="mt-1 text-sm text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
