import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { CREATOR_TOOLS, PRIMARY_NAV, SIGNED_IN_NAV } from './nav-items';
import { NavLinkList } from './nav-link-list';
import { SearchForm } from './search-form';
import { useAuthLinks } from './use-auth-links';

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button, which has focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** SPEC §2 mobile menu: Home, Explore, and when signed in Upload plus Creator Tools. */
export default function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const { account } = useSession();
  const authLinks = useAuthLinks();
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold">Menu</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md p-1 text-fg-muted hover:bg-surface-muted" aria-label="Close menu">
              <X className="size-6" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <SearchForm onSearch={close} />
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <NavLinkList items={PRIMARY_NAV} vertical onNavigate={close} />
            {account && <NavLinkList items={SIGNED_IN_NAV} uid={account.uid} vertical onNavigate={close} />}
          </nav>
          {account && CREATOR_TOOLS.length > 0 && (
            <nav aria-label="Creator Tools" className="flex flex-col gap-1">
              <p className="px-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">Creator Tools</p>
              <NavLinkList items={CREATOR_TOOLS} uid={account.uid} vertical onNavigate={close} />
            </nav>
          )}
          {!account && (
            <div className="mt-auto flex flex-col gap-2">
              <Link to={authLinks.login} className={buttonClasses('secondary')} onClick={close}>
                Login
              </Link>
              <Link to={authLinks.signup} className={buttonClasses('primary')} onClick={close}>
                Sign Up
              </Link>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
