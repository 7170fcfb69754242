/**
 * Every menu is built from these lists, so a feature joins the bar, the mobile menu and the user
 * menu with one line here, added by the issue that builds its screen (never a dead link).
 */
export interface NavItem {
  label: string;
  /** A path, or a function of the signed-in user's id. */
  to: string | ((uid: string) => string);
  /** Match the path exactly (for "/"). */
  end?: boolean;
}

/** The top bar and mobile menu: always shown (SPEC §2). */
export const PRIMARY_NAV: NavItem[] = [
  { label: 'Home', to: '/', end: true },
  { label: 'Explore', to: '/explore' },
];

/** Shown beside the primary items when signed in (Upload joins with the upload screen). */
export const SIGNED_IN_NAV: NavItem[] = [{ label: 'Upload', to: '/upload' }];

/** The Creator dropdown and the menus' Creator Tools group (SPEC §2). */
export const CREATOR_TOOLS: NavItem[] = [
  { label: 'Creator Tier', to: '/creator-tier' },
  { label: 'My Storefront', to: (uid) => `/store/${uid}` },
  { label: 'Referral Program', to: '/referrals' },
];

/** The signed-in user menu (SPEC §2), in order; Log out is always last. */
export const USER_MENU: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Upload 3D Model', to: '/upload' },
  { label: 'My Models', to: '/manage' },
  { label: 'Explore Models', to: '/explore' },
  { label: 'Public Profile', to: (uid) => `/profile/${uid}` },
  { label: 'Account Settings', to: '/profile/edit' },
  { label: 'Tips & Earnings', to: '/tips' },
];

/** Shown in the user menu to admins only. */
export const ADMIN_MENU: NavItem[] = [{ label: 'Admin Dashboard', to: '/admin' }];

/** Footer links (SPEC §2); Manage Cookies is a button that raises the open-cookie-settings event. */
export const FOOTER_LINKS: NavItem[] = [
  { label: 'Explore Models', to: '/explore' },
  { label: 'Upload Models', to: '/upload' },
  { label: 'About Us', to: '/about' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Community Guidelines', to: '/community-guidelines' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Report Content / DMCA', to: '/report' },
];

export function hrefOf(item: NavItem, uid: string | undefined): string {
  return typeof item.to === 'function' ? item.to(uid ?? '') : item.to;
}
