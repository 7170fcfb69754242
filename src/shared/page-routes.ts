/**
 * Every page path the web router (src/web/app/router.tsx) renders something other than its
 * not-found page for, in React Router's syntax, with the module of the page it shows (a path under
 * src/web). The router is built from this table; the server answers any other path with HTTP 404
 * (search engines take a 200 not-found page for content) and preloads the page's chunk for these.
 */
export const PAGE_ROUTES = {
  '/': 'features/home/home-page',
  '/explore': 'features/explore/explore-page',
  '/login': 'features/account/login-page',
  '/signup': 'features/account/signup-page',
  '/forgot-password': 'features/account/forgot-password-page',
  '/reset-password': 'features/account/reset-password-page',
  '/verify': 'features/account/verify-page',
  '/auth/popup-done': 'features/account/google-popup-done-page',
  '/getting-started': 'features/account/getting-started-page',
  '/auth-test': 'features/account/auth-test-page',
  '/about': 'features/static-pages/about-page',
  '/privacy': 'features/static-pages/privacy-page',
  '/terms': 'features/static-pages/terms-page',
  '/contact': 'features/static-pages/contact-page',
  '/community-guidelines': 'features/static-pages/community-guidelines-page',
  '/report': 'features/report/report-page',
  // A redirect: it renders no page of its own.
  '/advanced-earnings': null,
  '/dashboard': 'features/account/dashboard-page',
  '/profile/edit': 'features/account/profile-edit-page',
  '/settings/security': 'features/security-settings/security-settings-page',
  '/settings/notifications': 'features/notification-settings/notification-settings-page',
  '/notifications': 'features/notifications/notifications-page',
  '/tips': 'features/earnings/tips-page',
  '/earnings': 'features/earnings/earnings-page',
  '/creator-tier': 'features/creator-tier/creator-tier-page',
  '/creator-tier/badges': 'features/creator-tier/badges-page',
  '/admin/setup': 'features/admin/admin-setup-page',
  '/manage': 'features/models/manage/my-models-page',
  '/upload': 'features/models/upload/upload-page',
  '/model/:modelId/edit': 'features/models/edit/model-edit-page',
  '/profile/:userId': 'features/account/public-profile-page',
  '/collection/:collectionId': 'features/collections/collection-page',
  '/collaboration/:requestId': 'features/collaboration/collaboration-page',
  '/store/:creatorId': 'features/storefront/storefront-page',
  '/store/url/:customUrl': 'features/storefront/storefront-page',
  '/model/:modelId': 'features/models/detail/model-page',
  '/model/:slug/:modelId': 'features/models/detail/model-page',
  '/model/:modelId/remixes': 'features/models/remix-tree/remix-tree-page',
  '/admin': 'features/admin/admin-dashboard-page',
  '/admin/withdrawals': 'features/admin/withdrawals-page',
  '/admin/audit': 'features/admin/audit-log-page',
  '/admin/alerts': 'features/admin/alerts-page',
  '/admin/campaigns': 'features/admin/campaigns-page',
  '/admin/revenue': 'features/admin/revenue-page',
  '/admin/analytics': 'features/admin/analytics-page',
  '/admin/cleanup': 'features/admin/cleanup-page',
  '/admin/reports': 'features/admin/reports-page',
  '/admin/moderation': 'features/admin/moderation-page',
  '/admin/security': 'features/admin/security-page',
  '/admin/bulk-upload': 'features/admin/bulk-upload-page',
  '/admin/verifications': 'features/admin/verifications-page',
  '/admin/referrals': 'features/admin/referrals-page',
  '/referrals': 'features/referrals/referrals-page',
  '/sponsored': 'features/sponsored/sponsored-page',
  '/admin/adsense': 'features/admin/adsense-page',
} as const satisfies Record<string, string | null>;

/** The screen for every other path, which the server answers with 404. */
export const NOT_FOUND_PAGE_MODULE = 'app/not-found-page';

export type PageRoute = keyof typeof PAGE_ROUTES;
const ROUTE_LIST = Object.keys(PAGE_ROUTES) as PageRoute[];

/** The page module (a path under src/web, without its extension) a path renders: its route's, else the not-found page's. */
export function pageModuleOf(pathname: string): string | null {
  const match = matchPageRoute(pathname);
  return match ? PAGE_ROUTES[match.route] : NOT_FOUND_PAGE_MODULE;
}

export interface PageRouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function matchOne(route: PageRoute, segments: string[]): PageRouteMatch | null {
  const pattern = route.split('/').filter(Boolean);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
      // React Router, like this, compares static segments without regard to case.
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return { route, params };
}

/**
 * The route a path renders, ranked as React Router ranks them: a static segment beats a parameter
 * (`/profile/edit` before `/profile/:userId`). Trailing slashes are ignored, an empty segment inside the path is not.
 */
export function matchPageRoute(pathname: string): PageRouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  const segments = trimmed === '' ? [] : trimmed.slice(1).split('/');
  if (segments.some((segment) => segment === '')) return null;
  const matches = ROUTE_LIST.map((route) => matchOne(route, segments)).filter((match): match is PageRouteMatch => match !== null);
  const staticCount = (match: PageRouteMatch) => match.route.split('/').filter((part) => part && !part.startsWith(':')).length;
  return matches.sort((a, b) => staticCount(b) - staticCount(a))[0] ?? null;
}
