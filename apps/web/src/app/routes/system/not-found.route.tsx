// Unknown paths inside the shell.
import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';

export function NotFoundRoute() {
  return (
    <StatusPage
      icon={<IconMapOff size={36} />}
      color="gray"
      title="Página não encontrada"
      actions={
        <Button component={Link} to="/">
          Voltar ao início
        </Button>
      }
    >
      O endereço que você abriu não existe ou esta área ainda não está disponível.
    </StatusPage>
  );
}
