// '/acesso-negado': where every 403 lands (spec §2, §6, §8). `?motivo=<error code>` says why: a missing
// permission (inside the shell when logged in), a suspended office or an ended trial (outside the shell,
// since every call of that office is refused: the page offers 'Sair').
import { Button, Center, Group, List } from '@mantine/core';
import { IconBuildingOff, IconHourglassOff, IconLock } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { useUserData } from '../../../lib/session.ts';
import { lazyNamed } from '../../lazy-route.ts';
import { denialReason, type DenialKind, type DenialReason } from './denial-reasons.ts';

const ShellLayout = lazyNamed(() => import('../../shell/shell-layout.tsx'), 'ShellLayout');

const LOOK: Record<DenialKind, { icon: typeof IconLock; color: string }> = {
  permission: { icon: IconLock, color: 'red' },
  suspended: { icon: IconBuildingOff, color: 'red' },
  trial: { icon: IconHourglassOff, color: 'orange' },
};

function Actions({ reason, loggedIn }: { reason: DenialReason; loggedIn: boolean }) {
  const { logout, pending } = useLogout();
  if (loggedIn && reason.kind !== 'permission') {
    return (
      <Group>
        <Button variant="default" onClick={() => void logout()} loading={pending}>
          Sair
        </Button>
      </Group>
    );
  }
  return (
    <Button component={Link} to="/">
      {loggedIn ? 'Voltar ao início' : 'Ir para o login'}
    </Button>
  );
}

function Denied({ reason, loggedIn, office }: { reason: DenialReason; loggedIn: boolean; office?: string }) {
  const { icon: Icon, color } = LOOK[reason.kind];
  return (
    <StatusPage
      icon={<Icon size={36} />}
      color={color}
      title={reason.title}
      actions={<Actions reason={reason} loggedIn={loggedIn} />}
    >
      {office && reason.kind !== 'permission' && (
        <p>
          <strong>{office}</strong>
        </p>
      )}
      <p>{reason.text}</p>
      <List ta="left" spacing="xs" size="sm">
        {reason.steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </StatusPage>
  );
}

export function AccessDeniedRoute() {
  const userData = useUserData();
  const [params] = useSearchParams();
  const reason = denialReason(params.get('motivo'));
  if (!userData || reason.kind !== 'permission') {
    return (
      <Center mih="100vh" bg={reason.kind === 'permission' ? undefined : 'var(--gab-surface-muted)'}>
        <Denied reason={reason} loggedIn={userData !== null} office={userData?.organizationName} />
      </Center>
    );
  }
  return (
    <ShellLayout>
      <Denied reason={reason} loggedIn />
    </ShellLayout>
  );
}
