import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callAuth } from '../../lib/api-client';
import { useRefreshSession } from '../../lib/session';

/** How long signing out waits for the page's requests already under way. */
const IN_FLIGHT_WAIT_MS = 3_000;

/**
 * Requests already on their way carry the session: ending it under them would answer them 401 and
 * fill the console with errors. Wait (briefly) until the page has nothing in flight.
 */
function inFlightSettled(client: QueryClient, maxMs: number): Promise<void> {
  const busy = () => client.isFetching() + client.isMutating() > 0;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribeQueries = client.getQueryCache().subscribe(check);
    const unsubscribeMutations = client.getMutationCache().subscribe(check);
    const timer = setTimeout(done, maxMs);
    function check() {
      if (!busy()) done();
    }
    function done() {
      clearTimeout(timer);
      unsubscribeQueries();
      unsubscribeMutations();
      resolve();
    }
  });
}

export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  return async () => {
    await inFlightSettled(client, IN_FLIGHT_WAIT_MS);
    try {
      await callAuth('/sign-out');
    } finally {
      await refresh();
      navigate('/', { replace: true });
    }
  };
}
