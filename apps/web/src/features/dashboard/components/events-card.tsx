// Próximos eventos: the next 7 days of the agenda grouped by day; each opens that week in the agenda.
import { Button, ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import type { DashboardEvent } from '@gabinete/shared';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { officeFormatter, todayIso } from '../../../lib/format.ts';
import { dashboardLinks } from '../lib/dashboard-links.ts';
import { dayLabel, groupByDay } from '../lib/event-days.ts';
import { DashboardCard } from './dashboard-card.tsx';

const TIME = { hour: '2-digit', minute: '2-digit' } as const;

interface Props {
  events: DashboardEvent[] | undefined;
  today: string | undefined;
  loading: boolean;
  canCreate: boolean;
}

function EventRow({ event, day }: { event: DashboardEvent; day: string }) {
  const time = event.allDay
    ? 'Dia inteiro'
    : `${officeFormatter(TIME).format(new Date(event.startsAt))}–${officeFormatter(TIME).format(new Date(event.endsAt))}`;
  return (
    <UnstyledButton
      component={Link}
      to={dashboardLinks.agendaEvent(day, event._id)}
      className="dash-row-link"
      py={6}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Text size="sm" c="dimmed" miw={92} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {time}
        </Text>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate>
            {event.title}
          </Text>
          <Group gap={6} wrap="nowrap">
            {event.category && (
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <ColorSwatch
                  color={`var(--mantine-color-${event.category.color}-6)`}
                  size={8}
                  withShadow={false}
                />
                <Text size="xs" c="dimmed">
                  {event.category.name}
                </Text>
              </Group>
            )}
            {event.category && event.location && (
              <Text size="xs" c="dimmed">
                ·
              </Text>
            )}
            {event.location && (
              <Text size="xs" c="dimmed" truncate>
                {event.location}
              </Text>
            )}
          </Group>
        </div>
      </Group>
    </UnstyledButton>
  );
}

export function EventsCard({ events, today, loading, canCreate }: Props) {
  const day = today ?? todayIso();
  return (
    <DashboardCard
      title="Próximos eventos"
      icon={<IconCalendarEvent size={18} />}
      color="violet"
      link={{ to: dashboardLinks.agendaWeekOf(day), label: 'Abrir agenda' }}
      loading={loading}
      skeletonHeight={240}
    >
      {events && events.length === 0 ? (
        <EmptyList
          filtered={false}
          title="Nada na agenda nos próximos 7 dias"
          description="Reuniões, visitas e sessões da equipe aparecem aqui."
          action={
            canCreate && (
              <Button
                component={Link}
                to={dashboardLinks.agendaWeekOf(day)}
                variant="light"
                leftSection={<IconPlus size={18} />}
              >
                Abrir a agenda
              </Button>
            )
          }
        />
      ) : (
        events && (
          <Stack gap="xs">
            {groupByDay(events, day).map((group) => (
              <div key={group.day}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={2}>
                  {dayLabel(group.day, day)}
                </Text>
                {group.events.map((event) => (
                  <EventRow key={event._id} event={event} day={group.day} />
                ))}
              </div>
            ))}
          </Stack>
        )
      )}
    </DashboardCard>
  );
}
