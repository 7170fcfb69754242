import { ArrowRight, Bell, BookOpen, Settings, ShieldCheck, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

interface Shortcut {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<{ className?: string }>;
}

/** The dashboard's links to the user's other screens; admins also get the admin dashboard. */
export function DashboardShortcuts({ uid, isAdmin }: { uid: string; isAdmin: boolean }) {
  const shortcuts: Shortcut[] = [
    { to: `/profile/${uid}`, title: 'Public profile', text: 'See your profile as others see it.', icon: UserRound },
    { to: '/profile/edit', title: 'Account settings', text: 'Name, avatar, password and sessions.', icon: Settings },
    { to: '/settings/notifications', title: 'Notification settings', text: 'What you hear about, by e-mail and in the app.', icon: Bell },
    { to: '/getting-started', title: 'Getting started', text: 'How Meshmandi works, step by step.', icon: BookOpen },
  ];
  if (isAdmin) shortcuts.push({ to: '/admin', title: 'Admin dashboard', text: 'Manage users and roles.', icon: ShieldCheck });
  return (
    <ul className={shortcuts.length > 3 ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-3 sm:grid-cols-3'}>
      {shortcuts.map(({ to, title, text, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-brand/50 hover:bg-surface-muted"
          >
            <Icon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-fg">
                {title}{' '}
                <ArrowRight className="inline size-4 align-[-0.125em] text-fg-muted transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="mt-0.5 block text-sm text-fg-muted">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
