// FullCalendar (month, week, day) driven by the URL: the view and date come in as props, clicks and drags
// go out as callbacks. Its CSS is injected by its JS, so it only loads with this lazy chunk.
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { FC_VIEWS, type AgendaView } from '../lib/agenda-params.ts';
import type { Slot } from '../lib/event-form.logic.ts';
import type { MoveInfo } from '../lib/use-move-event.ts';
import './agenda-calendar.css';

export interface VisibleRange {
  from: string;
  to: string;
  /** FullCalendar's pt-BR title of the range ('novembro de 2026'). */
  title: string;
}

interface AgendaCalendarProps {
  view: AgendaView;
  date: string;
  events: EventInput[];
  editable: boolean;
  selectable: boolean;
  height: string;
  /** A phone: the month view shows dots and titles only. */
  small: boolean;
  onRange: (range: VisibleRange) => void;
  onSelectSlot: (slot: Slot, monthView: boolean) => void;
  onOpenEvent: (id: string) => void;
  onMove: (info: MoveInfo) => void;
  onOpenDay: (day: string) => void;
}

export function AgendaCalendar(props: AgendaCalendarProps) {
  const { view, date, events, editable, selectable, height, small } = props;
  const compact = small && view === 'month';
  const ref = useRef<FullCalendar>(null);
  // Callbacks change every render; FullCalendar keeps the first ones unless they are read through a ref.
  const handlers = useRef(props);
  handlers.current = props;

  // The URL leads: a link, 'Hoje', the arrows or the back button move the calendar.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== FC_VIEWS[view]) api.changeView(FC_VIEWS[view], date);
    else if (dayjs(api.getDate()).format('YYYY-MM-DD') !== date) api.gotoDate(date);
  }, [view, date]);

  // A month on a laptop (768 px tall) would leave each week ~70 px: room for '+2 eventos' and no title.
  const minHeight = view === 'month' && !small ? 700 : undefined;

  return (
    <div className="agenda-calendar" style={{ height, minHeight }}>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        locale={ptBrLocale}
        initialView={FC_VIEWS[view]}
        initialDate={date}
        headerToolbar={false}
        height="100%"
        events={events}
        editable={editable}
        eventDurationEditable={editable}
        selectable={selectable}
        selectMirror
        selectLongPressDelay={300}
        eventLongPressDelay={300}
        nowIndicator
        navLinks
        dayMaxEvents
        moreLinkContent={(arg) => (compact ? `+${arg.num}` : `+${arg.num} eventos`)}
        displayEventTime={!compact}
        allDayText="Dia todo"
        scrollTime="07:00:00"
        slotDuration="00:30:00"
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        datesSet={(arg: DatesSetArg) =>
          handlers.current.onRange({
            from: arg.start.toISOString(),
            to: arg.end.toISOString(),
            title: arg.view.title,
          })
        }
        navLinkDayClick={(day: Date) => handlers.current.onOpenDay(dayjs(day).format('YYYY-MM-DD'))}
        select={(arg: DateSelectArg) => {
          arg.view.calendar.unselect();
          handlers.current.onSelectSlot(
            { start: arg.start, end: arg.end, allDay: arg.allDay },
            arg.view.type === FC_VIEWS.month,
          );
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          handlers.current.onOpenEvent(arg.event.id);
        }}
        eventDrop={(arg: EventDropArg) => handlers.current.onMove(arg)}
        eventResize={(arg: EventResizeDoneArg) => handlers.current.onMove(arg)}
        eventDidMount={(arg) => {
          const location = arg.event.extendedProps.location as string | null;
          arg.el.title = location ? `${arg.event.title} — ${location}` : arg.event.title;
        }}
      />
    </div>
  );
}
