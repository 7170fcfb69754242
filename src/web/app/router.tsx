import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NOT_FOUND_PAGE_MODULE, PAGE_ROUTES, type PageRoute } from '../../shared/page-routes';
import { AppShell } from './app-shell';
import { RouteError } from './errors/route-error';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
import { page } from './page-modules';

type PageOf<R extends PageRoute> = (typeof PAGE_ROUTES)[R];

function element(module: string) {
  const { Component } = page(module);
  return <Component />;
}

/** A route whose page comes from the shared table (the server knows the same routes and their chunks). */
const route = <R extends PageRoute>(path: R, extra: Partial<RouteObject> = {}): RouteObject =>
  ({ path: path.slice(1), element: element(PAGE_ROUTES[path] as NonNullable<PageOf<R>>), ...extra }) as RouteObject;

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: element(PAGE_ROUTES['/']) },
      route('/explore'),
      { element: <RedirectSignedIn />, children: [route('/login'), route('/signup')] },
      route('/forgot-password'),
      route('/reset-password'),
      route('/verify'),
      route('/auth/popup-done'),
      route('/getting-started'),
      route('/auth-test'),
      route('/about'),
      route('/privacy'),
      route('/terms'),
      route('/contact'),
      route('/community-guidelines'),
      route('/report'),
      { path: 'advanced-earnings', element: <Navigate to="/tips" replace /> },
      {
        element: <RequireAuth />,
        children: [route('/dashboard'), route('/profile/edit'), route('/settings/security'), route('/settings/notifications'), route('/notifications'), route('/tips'), route('/earnings'), route('/creator-tier'), route('/creator-tier/badges'), route('/referrals'), route('/sponsored'), route('/admin/setup'), route('/manage'), route('/upload'), route('/model/:modelId/edit'), route('/collaboration/:requestId')],
      },
      route('/profile/:userId'),
      route('/collection/:collectionId'),
      route('/store/:creatorId'),
      route('/store/url/:customUrl'),
      // SPEC §2: the model page has its own error boundary, so a failure there keeps the shell around it.
      route('/model/:modelId', { errorElement: <RouteError /> }),
      route('/model/:slug/:modelId', { errorElement: <RouteError /> }),
      route('/model/:modelId/remixes'),
      { path: 'admin', element: <RequireAdmin />, children: [{ index: true, element: element(PAGE_ROUTES['/admin']) }, { path: 'withdrawals', element: element(PAGE_ROUTES['/admin/withdrawals']) }, { path: 'audit', element: element(PAGE_ROUTES['/admin/audit']) }, { path: 'alerts', element: element(PAGE_ROUTES['/admin/alerts']) }, { path: 'campaigns', element: element(PAGE_ROUTES['/admin/campaigns']) }, { path: 'revenue', element: element(PAGE_ROUTES['/admin/revenue']) }, { path: 'analytics', element: element(PAGE_ROUTES['/admin/analytics']) }, { path: 'cleanup', element: element(PAGE_ROUTES['/admin/cleanup']) }, { path: 'reports', element: element(PAGE_ROUTES['/admin/reports']) }, { path: 'moderation', element: element(PAGE_ROUTES['/admin/moderation']) }, { path: 'security', element: element(PAGE_ROUTES['/admin/security']) }, { path: 'bulk-upload', element: element(PAGE_ROUTES['/admin/bulk-upload']) }, { path: 'verifications', element: element(PAGE_ROUTES['/admin/verifications']) }, { path: 'referrals', element: element(PAGE_ROUTES['/admin/referrals']) }, { path: 'adsense', element: element(PAGE_ROUTES['/admin/adsense']) }] },
      { path: '*', element: element(NOT_FOUND_PAGE_MODULE) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
