// An event as the agenda opens it: when, where, who, category, reminders, the linked demanda.
import { Anchor, Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconCalendarEvent,
  IconFileDescription,
  IconMapPin,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { EVENT_REMINDER_LABELS, type AgendaEvent, type EventReminderMinutes } from '@gabinete/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { dayOf, lastDayOf } from '../lib/calendar-events.ts';

const longDay = (day: string | Date) => dayjs(day).format('dddd, D [de] MMMM [de] YYYY');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Terça-feira, 12 de março de 2026 · 14:00–15:00', or the days of an all-day event. */
export function eventWhen(event: Pick<AgendaEvent, 'start' | 'end' | 'allDay'>): string {
  if (event.allDay) {
    const first = dayOf(event.start);
    const last = lastDayOf(event);
    return first === last
      ? `${capitalize(longDay(first))} · dia inteiro`
      : `${dayjs(first).format('DD/MM/YYYY')} a ${dayjs(last).format('DD/MM/YYYY')} · dias inteiros`;
  }
  const start = dayjs(event.start);
  const end = dayjs(event.end);
  if (start.isSame(end, 'day')) {
    return `${capitalize(longDay(start.toDate()))} · ${start.format('HH:mm')}–${end.format('HH:mm')}`;
  }
  return `${start.format('DD/MM/YYYY HH:mm')} a ${end.format('DD/MM/YYYY HH:mm')}`;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" color="gray" size="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

export function EventDetails({ event }: { event: AgendaEvent }) {
  const { users, citizens } = event.participants;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        {event.category && (
          <Badge color={event.category.color} variant="light" radius="sm" tt="none" w="fit-content">
            {event.category.name}
          </Badge>
        )}
        <Title order={2} fz={20}>
          {event.title}
        </Title>
      </Stack>
      <Row icon={<IconCalendarEvent size={16} />} label="Quando">
        {eventWhen(event)
          .split(' · ')
          .map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
      </Row>
      {event.location && (
        <Row icon={<IconMapPin size={16} />} label="Local">
          <Text size="sm">{event.location}</Text>
        </Row>
      )}
      <Row icon={<IconUsers size={16} />} label="Participantes">
        {users.length === 0 && citizens.length === 0 && (
          <Text size="sm" c="dimmed">
            Ninguém indicado
          </Text>
        )}
        {users.length > 0 && <Text size="sm">{users.map((u) => u.name).join(', ')}</Text>}
        {citizens.map((c) => (
          <Group key={c._id} gap={6}>
            <IconUser size={14} aria-hidden />
            <Anchor component={Link} to={`/eleitores/${c._id}`} size="sm">
              {c.name}
            </Anchor>
            {c.phone && (
              <Text size="sm" c="dimmed">
                {formatPhone(c.phone)}
              </Text>
            )}
          </Group>
        ))}
      </Row>
      {event.reminders.length > 0 && (
        <Row icon={<IconBell size={16} />} label="Lembretes">
          <Text size="sm">
            {event.reminders
              .map((m) => EVENT_REMINDER_LABELS[m as EventReminderMinutes] ?? `${m} min`)
              .join(', ')}
          </Text>
        </Row>
      )}
      {event.demand && (
        <Row icon={<IconFileDescription size={16} />} label="Demanda">
          <Anchor component={Link} to={`/demandas/${event.demand._id}`} size="sm">
            {event.demand.protocol} — {event.demand.title}
          </Anchor>
        </Row>
      )}
      {event.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {event.description}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {event.createdBy ? `Criado por ${event.createdBy.name} em ` : 'Criado em '}
        {formatDateTime(event.createdAt)}
      </Text>
    </Stack>
  );
}
