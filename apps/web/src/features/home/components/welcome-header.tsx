// 'Bom dia, Ana!' with the office (name, representative, party, city), today's date and, on a trial, the
// days left: the top of the dashboard and of the page of a user with no area to open.
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { trialDaysLeft } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { ownOrganizationQuery } from '../../settings/api/settings.api.ts';
import { useUserData } from '../../../lib/session.ts';
import { trialLabel } from '../../../app/shell/trial-badge.tsx';
import { greeting, longToday } from '../greeting.ts';
import { HelpButton } from '../../tutorial/components/help-button.tsx';

export function WelcomeHeader() {
  const userData = useUserData();
  const organization = useQuery(ownOrganizationQuery());
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
    <Stack gap="md">
      <Paper withBorder radius="md" px="lg" py="md">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={1} fz={24}>
              {greeting()}, {firstName}!
            </Title>
            {organization.isPending ? (
              <Skeleton height={16} width={280} mt={6} />
            ) : (
              <Text c="dimmed" size="sm" mt={2}>
                {details.join(' · ')}
              </Text>
            )}
          </div>
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {longToday()}
            </Text>
            <HelpButton />
          </Group>
        </Group>
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
    </Stack>
  );
}
