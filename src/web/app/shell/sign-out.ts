import { useNavigate } from 'react-router';
import { callAuth } from '../../lib/api-client';
import { useRefreshSession } from '../../lib/session';

export function useSignOut(): () => Promise<void> {
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  return async () => {
    try {
      await callAuth('/sign-out');
    } finally {
      await refresh();
      navigate('/', { replace: true });
    }
  };
}
