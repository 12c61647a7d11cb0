// '/acesso-negado': where any 403 lands (spec §2, §6); inside the shell when logged in.
import { Button, Center } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { useUserData } from '../../../lib/session.ts';
import { lazyNamed } from '../../lazy-route.ts';

const ShellLayout = lazyNamed(() => import('../../shell/shell-layout.tsx'), 'ShellLayout');

function AccessDenied({ loggedIn }: { loggedIn: boolean }) {
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      color="red"
      title="Acesso negado"
      actions={
        <Button component={Link} to="/">
          {loggedIn ? 'Voltar ao início' : 'Ir para o login'}
        </Button>
      }
    >
      Você não tem permissão para ver esta página ou fazer esta ação. Se precisar desse acesso, fale com o
      administrador do seu gabinete.
    </StatusPage>
  );
}

export function AccessDeniedRoute() {
  const userData = useUserData();
  if (!userData) {
    return (
      <Center mih="100vh">
        <AccessDenied loggedIn={false} />
      </Center>
    );
  }
  return (
    <ShellLayout>
      <AccessDenied loggedIn />
    </ShellLayout>
  );
}
