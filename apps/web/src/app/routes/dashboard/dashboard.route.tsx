// '/' and '/dashboard': the office at a glance — figures across the top, then demandas by situação and
// área, atendimentos per week, my tasks, the agenda, today's birthdays and the links sociais; every card opens
// its filtered list.
import '@mantine/charts/styles.css';
import '../../../features/dashboard/dashboard.css';
import { EmptyState, Grid, Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { dashboardQuery } from '../../../features/dashboard/api/dashboard.api.ts';
import { BirthdaysCard } from '../../../features/dashboard/components/birthdays-card.tsx';
import { DemandsAreaCard } from '../../../features/dashboard/components/demands-area-card.tsx';
import { DemandsStatusCard } from '../../../features/dashboard/components/demands-status-card.tsx';
import { EventsCard } from '../../../features/dashboard/components/events-card.tsx';
import { KpiRow } from '../../../features/dashboard/components/kpi-row.tsx';
import { OccurrencesCard } from '../../../features/dashboard/components/occurrences-card.tsx';
import { SocialLinksCard } from '../../../features/dashboard/components/social-links-card.tsx';
import { TasksCard } from '../../../features/dashboard/components/tasks-card.tsx';
import { AmendmentsCard } from '../../../features/dashboard/components/amendments-card.tsx';
import { WhatsappDashboardCard } from '../../../features/whatsapp/components/whatsapp-dashboard-card.tsx';
import { WelcomeHeader } from '../../../features/home/components/welcome-header.tsx';
import { FirstStepsCard } from '../../../features/tutorial/components/first-steps-card.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** A row of two cards (wide and narrow); a card alone takes the whole row. */
function CardRow({ wide, narrow }: { wide: ReactNode; narrow: ReactNode }) {
  if (!wide && !narrow) return null;
  const both = Boolean(wide && narrow);
  return (
    <Grid gap="md">
      {wide && <Grid.Col span={{ base: 12, md: both ? 7 : 12 }}>{wide}</Grid.Col>}
      {narrow && <Grid.Col span={{ base: 12, md: both ? 5 : 12 }}>{narrow}</Grid.Col>}
    </Grid>
  );
}

export function DashboardRoute() {
  usePageTitle('Dashboard');
  const ability = useAppAbility();
  const query = useQuery(dashboardQuery());
  const data = query.data;
  const loading = query.isPending;
  // The server leaves out what the user may not read; the same rule decides which skeletons to draw.
  const show = {
    citizens: ability.can('read', 'citizens'),
    demands: ability.can('read', 'demands'),
    occurrences: ability.can('read', 'occurrences'),
    tasks: ability.can('read', 'tasks'),
    events: ability.can('read', 'events'),
    socialLinks: ability.can('read', 'social-links'),
    amendments: ability.can('read', 'amendments'),
  };
  const nothing = !Object.values(show).some(Boolean);

  return (
    <Stack gap="md">
      <WelcomeHeader />
      <FirstStepsCard place="dashboard" />
      {query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : nothing ? (
        <EmptyState
          py="xl"
          icon={<IconLayoutDashboard size={32} />}
          withIndicatorBackground
          title="Nada para resumir por enquanto"
          description="O dashboard mostra as áreas que o seu usuário pode ver. Fale com o administrador do gabinete para liberar o acesso."
        />
      ) : (
        <>
          <KpiRow data={data} show={show} canCreateCitizens={ability.can('create', 'citizens')} />
          <WhatsappDashboardCard />
          <CardRow
            wide={
              show.demands && (
                <DemandsStatusCard
                  demands={data?.demands ?? undefined}
                  loading={loading}
                  canCreate={ability.can('create', 'demands')}
                />
              )
            }
            narrow={
              show.demands && <DemandsAreaCard demands={data?.demands ?? undefined} loading={loading} />
            }
          />
          <CardRow
            wide={
              show.occurrences && (
                <OccurrencesCard
                  weeks={data?.occurrences?.weeks}
                  loading={loading}
                  canCreate={ability.can('create', 'occurrences')}
                />
              )
            }
            narrow={
              show.tasks && (
                <TasksCard
                  tasks={data?.tasks ?? undefined}
                  today={data?.today}
                  loading={loading}
                  canCreate={ability.can('create', 'tasks')}
                />
              )
            }
          />
          {show.amendments && (
            <CardRow
              wide={null}
              narrow={<AmendmentsCard amendments={data?.amendments ?? undefined} loading={loading} />}
            />
          )}
          <CardRow
            wide={
              show.events && (
                <EventsCard
                  events={data?.events?.upcoming}
                  today={data?.today}
                  loading={loading}
                  canCreate={ability.can('create', 'events')}
                />
              )
            }
            narrow={
              show.citizens && <BirthdaysCard birthdays={data?.birthdays ?? undefined} loading={loading} />
            }
          />
          {show.socialLinks && (
            <SocialLinksCard
              links={data?.socialLinks ?? undefined}
              loading={loading}
              canManage={ability.can('update', 'social-links')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
