// Situação of an office (Ativo / Suspenso) plus a 'Teste' badge while on trial, with the days left when known.
import { Badge, Group } from '@mantine/core';
import type { Organization } from '@gabinete/shared';

export const ORGANIZATION_STATUS_LABELS: Record<Organization['status'], string> = {
  active: 'Ativo',
  suspended: 'Suspenso',
};

export function OrganizationStatusBadge({
  organization,
}: {
  organization: Pick<Organization, 'status' | 'isTrial' | 'isPlatform'> &
    Partial<Pick<Organization, 'trialDaysLeft'>>;
}) {
  const days = organization.trialDaysLeft;
  return (
    <Group gap={6}>
      <Badge color={organization.status === 'active' ? 'green' : 'red'} variant="light" radius="sm" tt="none">
        {ORGANIZATION_STATUS_LABELS[organization.status]}
      </Badge>
      {organization.isTrial && (
        <Badge color="blue" variant="outline" radius="sm" tt="none">
          {days === undefined || days === null
            ? 'Teste'
            : days <= 0
              ? 'Teste encerrado'
              : `Teste: ${days} ${days === 1 ? 'dia restante' : 'dias restantes'}`}
        </Badge>
      )}
      {organization.isPlatform && (
        <Badge color="violet" variant="outline" radius="sm" tt="none">
          Plataforma
        </Badge>
      )}
    </Group>
  );
}
