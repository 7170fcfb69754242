import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// From react-router/dom so navigations can flush synchronously (ReactDOM.flushSync).
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
