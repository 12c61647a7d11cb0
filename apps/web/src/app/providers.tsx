// Providers: Mantine (light), notifications, TanStack Query and the CASL ability of the stored session.
import { AbilityProvider } from '@casl/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { buildAbility } from '../lib/ability.ts';
import { useUserData } from '../lib/session.ts';
import { theme } from './theme.ts';

function SessionAbility({ children }: { children: ReactNode }) {
  const userData = useUserData();
  const ability = useMemo(() => buildAbility(userData?.ability), [userData]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      {/* Bottom-centre: a moved card lands on top of its column and the agenda's corners hold events, so
          the toasts (saves, moves, the bell's live ones) stay clear of the work that just changed. */}
      <Notifications position="bottom-center" limit={4} />
      <QueryClientProvider client={queryClient}>
        <SessionAbility>{children}</SessionAbility>
      </QueryClientProvider>
    </MantineProvider>
  );
}
