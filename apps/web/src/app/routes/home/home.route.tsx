// '/' for a logged-in user: greeting, office, trial days left and the areas the user may open.
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { trialDaysLeft } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { AreaCards } from '../../../features/home/components/area-cards.tsx';
import { greeting } from '../../../features/home/greeting.ts';
import { ownOrganizationQuery } from '../../../features/settings/api/settings.api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUserData } from '../../../lib/session.ts';
import { trialLabel } from '../../shell/trial-badge.tsx';

export function HomeRoute() {
  usePageTitle('Início');
  const userData = useUserData();
  const organization = useQuery(ownOrganizationQuery({ quiet: true }));
  if (!userData) return null;
  const firstName = userData.name.split(' ')[0] ?? userData.name;
  const org = organization.data;
  const representative = org?.representativeName
    ? [org.cargo, org.representativeName].filter(Boolean).join(' ')
    : null;
  const place = org?.municipio ? `${org.municipio}${org.uf ? `/${org.uf}` : ''}` : null;
  const details = [org?.name ?? userData.organizationName, representative, org?.partido, place].filter(
    Boolean,
  );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} fz={26}>
          {greeting()}, {firstName}!
        </Title>
        {organization.isPending ? (
          <Skeleton height={18} width={280} mt="xs" />
        ) : (
          <Text c="dimmed" mt={4}>
            {details.join(' · ')}
          </Text>
        )}
      </Paper>
      {userData.is_trial && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHourglass size={18} />}
          title={trialLabel(trialDaysLeft(userData.createdAt))}
        >
          Seu gabinete está no período de teste de 7 dias. Aproveite para convidar a equipe e conhecer as
          áreas.
        </Alert>
      )}
      <div>
        <Title order={2} fz={18} mb="sm">
          Áreas do sistema
        </Title>
        <AreaCards ability={userData.ability} />
      </div>
    </Stack>
  );
}
