import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';

const TABS = [
  { to: '/creator-tier', label: 'Tier and benefits' },
  { to: '/creator-tier/badges', label: 'Your badges' },
] as const;

/** The two screens of the creator's tier (SPEC §2: the tier, and the creator badge screen), one link each. */
export function CreatorTierTabs() {
  return (
    <nav aria-label="Creator tier" className="-mt-4 mb-8 flex gap-1 border-b border-border">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn('-mb-px border-b-2 px-3 py-2 text-sm font-medium', isActive ? 'border-brand text-fg' : 'border-transparent text-fg-muted hover:text-fg')
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
