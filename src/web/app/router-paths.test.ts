import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, matchPageRoute } from '../../shared/page-routes';
import { routes } from './router';

/** Every path the router renders, joined through its nesting, except the catch-all. */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? null : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const here = own !== null && route.path !== '*' ? [own] : [];
    return [...here, ...routerPaths(route.children ?? [], route.path === undefined ? parent : (own ?? parent))];
  });
}

describe('the page routes the server knows', () => {
  it('are exactly the routes the web router renders, so only its not-found screen answers 404', () => {
    expect(new Set(routerPaths(routes))).toEqual(new Set(Object.keys(PAGE_ROUTES)));
  });

  it('rank a static segment above a parameter, as the router does', () => {
    expect(matchPageRoute('/profile/edit')?.route).toBe('/profile/edit');
    expect(matchPageRoute('/profile/abc')?.route).toBe('/profile/:userId');
    expect(matchPageRoute('/model/abc/edit')?.route).toBe('/model/:modelId/edit');
    expect(matchPageRoute('/model/a-slug/abc')).toEqual({ route: '/model/:slug/:modelId', params: { slug: 'a-slug', modelId: 'abc' } });
    expect(matchPageRoute('/nowhere')).toBeNull();
    expect(matchPageRoute('relative')).toBeNull();
  });
});
