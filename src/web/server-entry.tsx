import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PageData } from '../shared/page-data';
import { preloadPageFor } from './app/page-modules';
import { routes } from './app/router';
import { preloadSignedInMenus } from './app/shell/top-bar';
import { withPageData } from './lib/page-data';

/**
 * The server's render of a page (decision 022): the HTML of its first screen, drawn from the data
 * the page carries, so a phone shows the page before any script has loaded. The browser hydrates
 * it from the same data; what only the browser knows (stored choices, the viewer's time zone) is
 * drawn after hydration (useDrawnInBrowser), so the two renders match.
 * Built by Vite into dist/web-ssr; the server loads it from there.
 */
export async function renderPage(url: string, data: PageData): Promise<string> {
  await Promise.all([preloadPageFor(new URL(url, 'http://localhost').pathname), preloadSignedInMenus()]);
  // Nothing is fetched on the server: a query without an answer in the page data renders its loading state.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  try {
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    return withPageData(data, () =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    );
  } finally {
    queryClient.clear();
  }
}
