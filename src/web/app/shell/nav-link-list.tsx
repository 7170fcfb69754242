import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';
import { hrefOf, type NavItem } from './nav-items';

/** Links with the active route highlighted (SPEC §2). */
export function NavLinkList({ items, uid, vertical = false, onNavigate }: { items: NavItem[]; uid?: string; vertical?: boolean; onNavigate?(): void }) {
  return items.map((item) => (
    <NavLink
      key={item.label}
      to={hrefOf(item, uid)}
      end={item.end ?? false}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          vertical && 'block text-base',
          isActive ? 'bg-brand-soft text-brand' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
        )
      }
    >
      {item.label}
    </NavLink>
  ));
}
