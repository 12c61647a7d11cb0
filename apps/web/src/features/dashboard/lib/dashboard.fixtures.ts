// Test-only: a dashboard as GET /api/dashboard answers it for the demo office, and an empty one.
import type { Dashboard } from '@gabinete/shared';

const week = (from: string, to: string, count: number) => ({ from, to, count });

export const dashboardFixture: Dashboard = {
  today: '2026-11-23',
  citizens: {
    total: 1_000_467,
    totalIsEstimate: true,
    newThisMonth: 412,
    newThisMonthIsEstimate: false,
    monthStart: '2026-11-01',
  },
  demands: {
    total: 180,
    open: 95,
    overdue: 19,
    byStatus: [
      { _id: 'st-aguardando', name: 'Aguardando encaminhamento', color: 'gray', isFinal: false, count: 37 },
      {
        _id: 'st-prefeitura',
        name: 'Encaminhado para a Prefeitura',
        color: 'blue',
        isFinal: false,
        count: 58,
      },
      { _id: 'st-solucionado', name: 'Solucionado', color: 'green', isFinal: true, count: 85 },
    ],
    byArea: [
      { _id: 'ar-saude', name: 'Saúde', color: 'red', count: 70, open: 60 },
      { _id: 'ar-educacao', name: 'Educação', color: 'blue', count: 80, open: 30 },
      { _id: null, name: 'Sem área', color: 'gray', count: 30, open: 5 },
    ],
  },
  occurrences: {
    weeks: [
      week('2026-09-07', '2026-09-13', 14),
      week('2026-09-14', '2026-09-20', 25),
      week('2026-09-21', '2026-09-27', 19),
      week('2026-09-28', '2026-10-04', 17),
      week('2026-10-05', '2026-10-11', 15),
      week('2026-10-12', '2026-10-18', 19),
      week('2026-10-19', '2026-10-25', 17),
      week('2026-10-26', '2026-11-01', 17),
      week('2026-11-02', '2026-11-08', 21),
      week('2026-11-09', '2026-11-15', 25),
      week('2026-11-16', '2026-11-22', 19),
      week('2026-11-23', '2026-11-29', 3),
    ],
  },
  birthdays: {
    total: 7,
    citizens: [
      {
        _id: 'c-camila',
        name: 'Camila Isadora Prado',
        birthDate: '1970-11-23',
        turningAge: 56,
        day: '11-23',
        phone: '+5519999990001',
        whatsapp: '+5519999990001',
        email: 'camila@exemplo.com',
        neighborhood: 'Vila Teixeira',
        city: 'Campinas',
        tags: [],
      },
    ],
  },
  tasks: {
    overdue: 2,
    dueToday: 1,
    dueThisWeek: 3,
    mine: [
      {
        _id: 't-1',
        title: 'Retornar a ligação de Wagner',
        dueDate: '2026-11-18',
        priority: 'alta',
        status: 'a_fazer',
      },
      {
        _id: 't-2',
        title: 'Enviar ofício à Secretaria de Obras',
        dueDate: '2026-11-23',
        priority: 'media',
        status: 'em_andamento',
      },
    ],
  },
  events: {
    upcoming: [
      {
        _id: 'ev-1',
        title: 'Reunião com a Secretaria de Saúde',
        startsAt: '2026-11-24T13:00:00.000Z',
        endsAt: '2026-11-24T14:00:00.000Z',
        allDay: false,
        location: 'Paço Municipal',
        category: { name: 'Reunião', color: 'blue' },
      },
    ],
  },
  socialLinks: [
    {
      _id: 'sl-1',
      network: 'instagram',
      label: 'Instagram da Helena',
      url: 'https://www.instagram.com/helenaduarte.vereadora',
      visible: true,
      position: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

/** A new office: every section readable and empty. */
export const emptyDashboardFixture: Dashboard = {
  ...dashboardFixture,
  citizens: { ...dashboardFixture.citizens!, total: 0, totalIsEstimate: false, newThisMonth: 0 },
  demands: {
    total: 0,
    open: 0,
    overdue: 0,
    byStatus: dashboardFixture.demands!.byStatus.map((s) => ({ ...s, count: 0 })),
    byArea: [],
  },
  occurrences: { weeks: dashboardFixture.occurrences!.weeks.map((w) => ({ ...w, count: 0 })) },
  birthdays: { total: 0, citizens: [] },
  tasks: { overdue: 0, dueToday: 0, dueThisWeek: 0, mine: [] },
  events: { upcoming: [] },
  socialLinks: [],
};
