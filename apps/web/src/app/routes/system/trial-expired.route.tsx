// '/periodo-de-teste-encerrado': where a 403 TRIAL_EXPIRED lands; explains what to do and offers 'Sair'.
import { Button, Center, Group, List } from '@mantine/core';
import { IconHourglassOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { useUserData } from '../../../lib/session.ts';

export function TrialExpiredRoute() {
  const userData = useUserData();
  const { logout, pending } = useLogout();
  const office = userData?.organizationName;

  return (
    <Center mih="100vh" bg="gray.0">
      <StatusPage
        icon={<IconHourglassOff size={36} />}
        color="orange"
        title="Período de teste encerrado"
        actions={
          <Group>
            {userData ? (
              <Button variant="default" onClick={() => void logout()} loading={pending}>
                Sair
              </Button>
            ) : (
              <Button component={Link} to="/">
                Ir para o login
              </Button>
            )}
          </Group>
        }
      >
        <p>
          {office ? (
            <>
              O período de teste de 7 dias do <strong>{office}</strong> terminou.
            </>
          ) : (
            'O período de teste de 7 dias deste gabinete terminou.'
          )}{' '}
          Os dados cadastrados continuam guardados.
        </p>
        <List ta="left" spacing="xs" size="sm">
          <List.Item>
            Para continuar usando o Gabinete, fale com a equipe da plataforma e contrate um plano.
          </List.Item>
          <List.Item>
            Assim que a contratação for confirmada, entre de novo com o mesmo e-mail e senha.
          </List.Item>
        </List>
      </StatusPage>
    </Center>
  );
}
