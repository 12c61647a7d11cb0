// Where each number of the dashboard leads: the area's list with the matching filters in its URL.
const query = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

export const dashboardLinks = {
  citizens: () => '/eleitores',
  citizensSince: (day: string) => query('/eleitores', { createdFrom: day }),
  demands: () => '/demandas',
  newDemand: () => '/demandas/nova',
  openDemands: () => query('/demandas', { situation: 'open' }),
  overdueDemands: () => query('/demandas', { overdue: 'true' }),
  demandsInStatus: (statusId: string) => query('/demandas', { statusIds: statusId }),
  /** The área card counts open demandas, so its links keep only those. */
  openDemandsInArea: (areaId: string) => query('/demandas', { areaIds: areaId, situation: 'open' }),
  occurrences: () => '/atendimentos',
  newOccurrence: () => query('/atendimentos', { novo: '1' }),
  occurrencesBetween: (from: string, to: string) => query('/atendimentos', { from, to }),
  birthdays: () => '/aniversariantes',
  birthdaysThisWeek: () => query('/aniversariantes', { period: 'week' }),
  myTasks: (due?: 'overdue' | 'today' | 'week') =>
    query('/tarefas', due ? { assigneeId: 'me', due } : { assigneeId: 'me' }),
  newTask: () => query('/tarefas', { nova: '1' }),
  task: (id: string) => `/tarefas/${id}`,
  agendaWeekOf: (day: string) => query('/agenda', { date: day, view: 'week' }),
  /** The week of the event in the agenda, with its details open. */
  agendaEvent: (day: string, eventId: string) =>
    query('/agenda', { date: day, view: 'week', event: eventId }),
  citizen: (id: string) => `/eleitores/${id}`,
  newCitizen: () => '/eleitores/novo',
  importCitizens: () => '/importacoes/nova',
} as const;
