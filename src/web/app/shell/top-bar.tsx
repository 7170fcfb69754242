import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { lazyWithPreload } from '../page-modules';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { PRIMARY_NAV, SIGNED_IN_NAV } from './nav-items';
import { NavLinkList } from './nav-link-list';
import { SearchForm } from './search-form';
import { ThemeToggle } from './theme-toggle';
import { useAuthLinks } from './use-auth-links';

// Menus for signed-in users load with the first signed-in render, keeping them out of a visitor's first bundle.
const userMenu = lazyWithPreload(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const creatorMenu = lazyWithPreload(() => import('./creator-menu').then((m) => ({ default: m.CreatorMenu })));
const notificationsLink = lazyWithPreload(() => import('../../components/notification-badge/notification-badge').then((m) => ({ default: m.NotificationsLink })));
const UserMenu = userMenu.Component;
const CreatorMenu = creatorMenu.Component;
const NotificationsLink = notificationsLink.Component;

/** For the server's render, which draws a signed-in top bar whole. */
export function preloadSignedInMenus(): Promise<unknown> {
  return Promise.all([userMenu.preload(), creatorMenu.preload(), notificationsLink.preload()]);
}

export function TopBar() {
  const { account, isAdmin, isLoading } = useSession();
  const authLinks = useAuthLinks();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <BrandLogo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinkList items={PRIMARY_NAV} />
          {account && <NavLinkList items={SIGNED_IN_NAV} uid={account.uid} />}
          {account && (
            <Suspense fallback={null}>
              {/* From 1280 px: below that the search field needs the room, and the user menu's Creator Tools group has the same links. */}
              <span className="hidden xl:contents">
                <CreatorMenu uid={account.uid} />
              </span>
            </Suspense>
          )}
          {account && (
            <Suspense fallback={null}>
              {/* The word fits beside the search field from 1024 px; below that the bell stands in. */}
              <span className="hidden lg:contents">
                <NotificationsLink userId={account.uid} variant="nav" />
              </span>
            </Suspense>
          )}
        </nav>
        <SearchForm className="ml-auto hidden w-full max-w-md md:flex" />
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          {account && (
            <Suspense fallback={null}>
              <span className="contents lg:hidden">
                <NotificationsLink userId={account.uid} variant="icon" />
              </span>
            </Suspense>
          )}
          <ThemeToggle />
          {account ? (
            <Suspense fallback={<span className="size-8" />}>
              <UserMenu account={account} isAdmin={isAdmin} />
            </Suspense>
          ) : (
            !isLoading && (
              <div className="hidden items-center gap-2 whitespace-nowrap md:flex">
                <Link to={authLinks.login} className={buttonClasses('ghost', 'sm')}>
                  Login
                </Link>
                <Link to={authLinks.signup} className={buttonClasses('primary', 'sm')}>
                  Sign Up
                </Link>
              </div>
            )
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
