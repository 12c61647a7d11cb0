// Calendar app ('Calendário'): FullCalendar (mês, semana, dia) over the fake back end, calendar filters on the left,
// a drawer to add or edit events; dragging or resizing an event saves it.
import type { EventClickArg, EventDropArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ActionIcon, Button, Card, Drawer, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../app/list-parts.tsx';
import { DemoPage, ErrorNotice } from '../../app/page.tsx';
import './calendar-app.css';
import { CalendarDrawer, type DrawerState } from './calendar-drawer.tsx';
import { forCalendar, movedDates, toEvent, type EventDraft } from './calendar-form.ts';
import {
  addEvent,
  CALENDARS,
  calendarInfo,
  calendarKeys,
  fetchEvents,
  removeEvent,
  updateEvent,
  type CalendarEvent,
  type CalendarName,
} from './calendar-meta.ts';
import { CalendarSidebar } from './calendar-sidebar.tsx';

export function CalendarApp() {
  const [checked, setChecked] = useState<CalendarName[]>(CALENDARS.map((c) => c.value));
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [filtersOpened, filters] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const client = useQueryClient();

  const events = useQuery({ queryKey: calendarKeys.events(checked), queryFn: () => fetchEvents(checked) });
  const refresh = () => client.invalidateQueries({ queryKey: ['calendar'] });
  const failed = (error: Error) => {
    notifications.show({ color: 'red', title: 'Não foi possível salvar', message: error.message });
    void refresh();
  };

  const save = useMutation({
    mutationFn: ({ event, draft }: { event: CalendarEvent | null; draft: EventDraft }) =>
      event ? updateEvent({ ...toEvent(draft), id: event.id }) : addEvent(toEvent(draft)),
    onSuccess: async (_data, { event }) => {
      await refresh();
      setDrawer(null);
      notifications.show({ color: 'green', message: event ? 'Evento atualizado.' : 'Evento adicionado.' });
    },
    onError: failed,
  });
  // 'Excluir' asks first, like the users and invoices lists.
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const remove = useMutation({
    mutationFn: (event: CalendarEvent) => removeEvent(event.id),
    onSuccess: async () => {
      await refresh();
      setDeleting(null);
      setDrawer(null);
      notifications.show({ message: 'Evento excluído.' });
    },
    onError: failed,
  });
  const move = useMutation({
    mutationFn: updateEvent,
    onSuccess: () => notifications.show({ color: 'green', message: 'Evento reagendado.' }),
    onError: failed,
    onSettled: refresh,
  });

  const onMoved = (arg: EventDropArg | EventResizeDoneArg) => {
    const id = Number(arg.event.id);
    move.mutate({
      id,
      allDay: arg.event.allDay,
      ...movedDates(arg.event.start!, arg.event.end, arg.event.allDay),
    });
  };

  const sidebar = (
    <CalendarSidebar
      checked={checked}
      onChange={setChecked}
      onAdd={() => {
        filters.close();
        setDrawer({ event: null });
      }}
    />
  );
  const list = events.data ?? [];

  return (
    <DemoPage title="Calendário" trail={[{ label: 'Aplicativos' }]}>
      {events.isError && <ErrorNotice error={events.error} />}
      <Group align="flex-start" gap="md" wrap="nowrap">
        {!narrow && (
          <Card withBorder w={230} style={{ flexShrink: 0 }}>
            {sidebar}
          </Card>
        )}
        <Card withBorder style={{ flex: 1, minWidth: 0 }} p={{ base: 'xs', sm: 'md' }}>
          {narrow && (
            <Group justify="space-between" mb="sm" gap="xs">
              <ActionIcon variant="default" size="lg" onClick={filters.open} aria-label="Calendários">
                <IconFilter size={18} />
              </ActionIcon>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ event: null })}>
                Adicionar evento
              </Button>
            </Group>
          )}
          <div className="demo-calendar" data-testid="calendario">
            <FullCalendar
              plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
              locale={ptBrLocale}
              initialView="dayGridMonth"
              headerToolbar={
                phone
                  ? { start: 'title', end: 'prev,next' }
                  : { start: 'prev,next today title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }
              }
              footerToolbar={phone ? { start: 'today', end: 'dayGridMonth,timeGridDay' } : false}
              height="auto"
              events={list.map((event) => {
                const color = `var(--mantine-color-${calendarInfo(event.extendedProps.calendar).color}-6)`;
                return { ...forCalendar(event), backgroundColor: color, borderColor: color };
              })}
              editable
              dayMaxEvents={phone ? 2 : 4}
              moreLinkContent={(arg) => `+${arg.num}`}
              allDayText="Dia todo"
              eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
              slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
              scrollTime="07:00:00"
              dateClick={(arg: DateClickArg) =>
                setDrawer({ event: null, clicked: { date: arg.date, allDay: arg.allDay } })
              }
              eventClick={(arg: EventClickArg) => {
                arg.jsEvent.preventDefault();
                const event = list.find((e) => String(e.id) === arg.event.id);
                if (event) setDrawer({ event });
              }}
              eventDrop={onMoved}
              eventResize={onMoved}
            />
          </div>
        </Card>
      </Group>
      <Drawer
        opened={filtersOpened}
        onClose={filters.close}
        title="Calendários"
        size={280}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {sidebar}
      </Drawer>
      <CalendarDrawer
        state={drawer}
        saving={save.isPending || remove.isPending}
        onClose={() => setDrawer(null)}
        onSave={(draft) => save.mutate({ event: drawer?.event ?? null, draft })}
        onDelete={setDeleting}
      />
      <ConfirmDeleteModal
        title="Excluir evento"
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        Excluir o evento <strong>{deleting?.title}</strong> de forma permanente? Esta ação não pode ser
        desfeita.
      </ConfirmDeleteModal>
    </DemoPage>
  );
}
