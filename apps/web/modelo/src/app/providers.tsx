// Providers of the /modelo area: the office's Mantine theme, notifications, TanStack Query and the template
// user's CASL ability.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/pt-br';
import { useMemo, useState, type ReactNode } from 'react';
import { theme } from '../../../src/app/theme.ts';
import { buildDemoAbility, DemoAbilityContext } from '../lib/ability.ts';
import { useDemoUser } from '../lib/session.ts';

export function createDemoQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 } },
  });
}

function SessionAbility({ children }: { children: ReactNode }) {
  const user = useDemoUser();
  const ability = useMemo(() => buildDemoAbility(user?.ability), [user]);
  return <DemoAbilityContext.Provider value={ability}>{children}</DemoAbilityContext.Provider>;
}

interface DemoProvidersProps {
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  queryClient?: QueryClient;
}

export function DemoProviders({ children, env = 'default', queryClient }: DemoProvidersProps) {
  const [client] = useState(() => queryClient ?? createDemoQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <Notifications position="top-right" limit={3} />
        <QueryClientProvider client={client}>
          <SessionAbility>{children}</SessionAbility>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
