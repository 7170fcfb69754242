import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnAccount } from '../../../shared/contracts/accounts/user-profile';
import { UserAvatar } from '../../components/ui/user-avatar';
import { displayNameOf } from '../../lib/session';
import { ADMIN_MENU, CREATOR_TOOLS, hrefOf, USER_MENU, type NavItem } from './nav-items';
import { useSignOut } from './sign-out';

const ITEM = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-muted';

function Items({ items, uid }: { items: NavItem[]; uid: string }) {
  return items.map((item) => (
    <Menu.Item key={item.label} asChild className={ITEM}>
      <Link to={hrefOf(item, uid)}>{item.label}</Link>
    </Menu.Item>
  ));
}

/** SPEC §2 user menu: avatar or initial, display name (else username, else e-mail), the account links, Log out. */
export function UserMenu({ account, isAdmin }: { account: OwnAccount; isAdmin: boolean }) {
  const signOut = useSignOut();
  const name = displayNameOf(account);
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-muted" aria-label={`Account menu for ${name}`}>
        <UserAvatar name={name} photoURL={account.photoURL} />
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{name}</span>
        <ChevronDown className="size-4 text-fg-muted" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-xl border border-border bg-surface p-1.5 shadow-lg">
          <Menu.Label className="truncate px-3 py-2 text-xs text-fg-muted">{account.email}</Menu.Label>
          <Items items={USER_MENU} uid={account.uid} />
          {CREATOR_TOOLS.length > 0 && (
            <Menu.Group>
              <Menu.Separator className="my-1 h-px bg-border" />
              <Menu.Label className="px-3 py-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">Creator Tools</Menu.Label>
              <Items items={CREATOR_TOOLS} uid={account.uid} />
            </Menu.Group>
          )}
          {isAdmin && <Items items={ADMIN_MENU} uid={account.uid} />}
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item className={ITEM} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" /> Log out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
