// /agenda: the office's calendar (month, week, day) with the view, date, open event and filters in the URL.
import { Button, Group, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTags } from '@tabler/icons-react';
import type { AgendaEvent } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AgendaCalendar, type VisibleRange } from '../../../features/events/components/agenda-calendar.tsx';
import { AgendaFilters, AgendaToolbar } from '../../../features/events/components/agenda-toolbar.tsx';
import { CategoriesModal } from '../../../features/events/components/categories-modal.tsx';
import { EventDrawer } from '../../../features/events/components/event-drawer.tsx';
import { eventCategoriesQuery, eventsRangeQuery } from '../../../features/events/api/events.api.ts';
import {
  agendaSearch,
  parseAgendaParams,
  stepDate,
  type AgendaParams,
} from '../../../features/events/lib/agenda-params.ts';
import { toCalendarEvent, visibleEvents } from '../../../features/events/lib/calendar-events.ts';
import {
  valuesFromSlot,
  type EventFormValues,
  type Slot,
} from '../../../features/events/lib/event-form.logic.ts';
import { useMoveEvent } from '../../../features/events/lib/use-move-event.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { todayIso } from '../../../lib/format.ts';
import { useUserData } from '../../../lib/session.ts';

const SMALL = '(max-width: 48em)';

export function AgendaRoute() {
  const ability = useAppAbility();
  const me = useUserData();
  const small = useMediaQuery(SMALL, window.matchMedia(SMALL).matches, { getInitialValueInEffect: false });
  const [search, setSearch] = useSearchParams();
  const today = todayIso();
  const params = parseAgendaParams(search, today, small);
  const setParams = (changes: Partial<AgendaParams>) =>
    setSearch((prev) => agendaSearch(prev, changes, today), { replace: true });

  const [range, setRange] = useState<VisibleRange | null>(null);
  const [draft, setDraft] = useState<EventFormValues | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const canCreate = ability.can('create', 'events');
  const canUpdate = ability.can('update', 'events');

  const events = useQuery({
    ...eventsRangeQuery({ from: range?.from ?? '', to: range?.to ?? '', mine: params.mine }),
    enabled: !!range,
  });
  const categories = useQuery(eventCategoriesQuery());
  const onMove = useMoveEvent();

  const loaded = useMemo(() => events.data ?? [], [events.data]);
  const hiddenKey = params.hidden.join(',');
  const calendarEvents = useMemo(
    () =>
      visibleEvents(loaded, hiddenKey.split(',').filter(Boolean)).map((e) => toCalendarEvent(e, canUpdate)),
    [loaded, hiddenKey, canUpdate],
  );

  const newEvent = (slot: Slot, monthView = false) => {
    setParams({ eventId: null });
    setDraft(valuesFromSlot(slot, me ? { _id: me._id, name: me.name } : null, monthView));
  };
  const newAtNextHour = () => {
    const day = params.date === today ? dayjs() : dayjs(`${params.date}T09:00`);
    const start = params.date === today ? day.add(1, 'hour').startOf('hour') : day;
    newEvent({ start: start.toDate(), end: start.add(1, 'hour').toDate(), allDay: false });
  };

  return (
    <>
      <PageHeader
        title="Agenda"
        description={small ? undefined : 'Reuniões, visitas, sessões e eventos do gabinete'}
        actions={
          <Group gap="sm">
            {canUpdate && (
              <Button
                variant="default"
                leftSection={<IconTags size={16} />}
                onClick={() => setCategoriesOpen(true)}
              >
                Categorias
              </Button>
            )}
            {canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={newAtNextHour}>
                Novo evento
              </Button>
            )}
          </Group>
        }
      />
      <Paper withBorder radius="md" p={small ? 'xs' : 'md'}>
        <AgendaToolbar
          title={range?.title ?? ''}
          view={params.view}
          loading={events.isFetching}
          small={small}
          onToday={() => setParams({ date: today })}
          onStep={(direction) => setParams({ date: stepDate(params.date, params.view, direction) })}
          onView={(view) => setParams({ view })}
        />
        <AgendaFilters
          categories={categories.data ?? []}
          withUncategorised={loaded.some((e: AgendaEvent) => !e.category)}
          hidden={params.hidden}
          mine={params.mine}
          small={small}
          onHidden={(hidden) => setParams({ hidden })}
          onMine={(mine) => setParams({ mine })}
        />
        <ErrorAlert error={events.error} onRetry={() => void events.refetch()} />
        <AgendaCalendar
          view={params.view}
          date={params.date}
          events={calendarEvents}
          editable={canUpdate}
          small={small}
          selectable={canCreate}
          height={small ? 'calc(100dvh - 250px)' : 'calc(100dvh - 300px)'}
          onRange={setRange}
          onSelectSlot={newEvent}
          onOpenEvent={(id) => setParams({ eventId: id })}
          onMove={(info) => void onMove(info)}
          onOpenDay={(day) => setParams({ view: 'day', date: day })}
        />
      </Paper>
      <EventDrawer
        eventId={params.eventId}
        draft={draft}
        onClose={() => {
          setDraft(null);
          setParams({ eventId: null });
        }}
        onCreated={(created) => {
          setDraft(null);
          setParams({ eventId: created._id });
        }}
      />
      <CategoriesModal opened={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </>
  );
}
