// Configurações › Plano: the office's plan as the platform set it (7-day trial or subscription), the days left
// or the end of the trial, a suspension, and whom to talk to. Read-only: the platform team changes it.
import { Alert, Badge, Button, Card, Group, Stack, Table, Title } from '@mantine/core';
import { TRIAL_DAYS, type Organization } from '@gabinete/shared';
import { IconLifebuoy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatDate } from '../../../lib/format.ts';

const DAY_MS = 86_400_000;

function planState(org: Organization): { label: string; color: string; detail: string } {
  if (org.status === 'suspended')
    return {
      label: 'Suspenso',
      color: 'red',
      detail: 'O acesso da equipe está bloqueado até a plataforma reativar o gabinete.',
    };
  if (!org.isTrial)
    return { label: 'Ativo', color: 'green', detail: 'Assinatura ativa, sem data de término.' };
  const days = org.trialDaysLeft ?? 0;
  if (days <= 0)
    return {
      label: 'Teste encerrado',
      color: 'red',
      detail: 'O período de teste terminou: a equipe só consegue ler o perfil e pedir ajuda ao suporte.',
    };
  return {
    label: days === 1 ? '1 dia restante' : `${days} dias restantes`,
    color: days <= 2 ? 'orange' : 'blue',
    detail: 'Todas as áreas estão liberadas durante o teste.',
  };
}

export function PlanCard({ organization }: { organization: Organization }) {
  const canAskSupport = useAppAbility().can('create', 'support');
  const state = planState(organization);
  const trialEnd = new Date(new Date(organization.createdAt).getTime() + TRIAL_DAYS * DAY_MS);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz={18}>
            Plano do gabinete
          </Title>
          <Badge color={state.color} variant="light" tt="none">
            {state.label}
          </Badge>
        </Group>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>Plano</Table.Th>
              <Table.Td>
                {organization.isTrial ? `Teste gratuito de ${TRIAL_DAYS} dias` : 'Assinatura'}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Cliente desde</Table.Th>
              <Table.Td>{formatDate(organization.createdAt)}</Table.Td>
            </Table.Tr>
            {organization.isTrial && (
              <Table.Tr>
                <Table.Th>Fim do teste</Table.Th>
                <Table.Td>{formatDate(trialEnd)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>Usuários</Table.Th>
              <Table.Td>{organization.usersCount}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Alert color={state.color} variant="light">
          {state.detail} Para contratar, mudar de plano ou tirar dúvidas de cobrança, fale com a equipe da
          plataforma pelo Suporte (categoria Cobrança).
        </Alert>
        {canAskSupport && (
          <Group>
            <Button component={Link} to="/suporte" variant="light" leftSection={<IconLifebuoy size={16} />}>
              Abrir o Suporte
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
