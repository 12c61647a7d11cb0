// '/' for a logged-in user with no area to open yet: the greeting, the office, and who can open one.
import { EmptyState, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { WelcomeHeader } from '../../../features/home/components/welcome-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function HomeRoute() {
  usePageTitle('Início');
  return (
    <Stack gap="lg">
      <WelcomeHeader />
      <EmptyState
        py="xl"
        icon={<IconLock size={32} />}
        withIndicatorBackground
        title="Ainda não há áreas liberadas para o seu usuário"
        description="Fale com o administrador do gabinete para receber acesso às áreas de que precisa."
      />
    </Stack>
  );
}
