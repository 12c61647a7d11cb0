// Providers: Mantine (the user's colour scheme, the office's accent colour), notifications, TanStack Query and
// the CASL ability of the stored session.
import { AbilityProvider } from '@casl/react';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { buildAbility } from '../lib/ability.ts';
import { useUserData } from '../lib/session.ts';
import { accentColorOf, colorSchemeManager, useSyncColorScheme } from './color-scheme.ts';
import { theme } from './theme.ts';

function SessionAbility({ children }: { children: ReactNode }) {
  const userData = useUserData();
  const ability = useMemo(() => buildAbility(userData?.ability), [userData]);
  useSyncColorScheme();
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

/** Top right on a desktop, clear of the map legends, the QR code and the composer at the bottom; on a
 * phone across the top, where a narrow corner would cut the text. Below the floating header (app.css), so
 * the bell and the user menu stay reachable. */
function Toasts() {
  const phone = useMediaQuery('(max-width: 36em)', false);
  return (
    <Notifications
      position={phone ? 'top-center' : 'top-right'}
      limit={4}
      data-toasts={phone ? 'phone' : 'desktop'}
    />
  );
}

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  const accent = accentColorOf(useUserData()?.accentColor);
  const officeTheme = useMemo(() => ({ ...theme, primaryColor: accent }), [accent]);
  return (
    <MantineProvider
      theme={officeTheme}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
      env={env}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SessionAbility>{children}</SessionAbility>
      </QueryClientProvider>
    </MantineProvider>
  );
}
