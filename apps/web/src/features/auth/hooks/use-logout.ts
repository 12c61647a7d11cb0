// 'Sair': ends the session on the server, clears storage and cached data, then goes to the login page.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.api.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    await logout();
    queryClient.clear();
    setPending(false);
    await navigate('/', { replace: true });
  }, [navigate, queryClient]);
  return { logout: run, pending };
}
