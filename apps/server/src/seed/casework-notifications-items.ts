// The demo notifications' texts, newest first (see casework-notifications.ts).
import type { NotificationKind } from '@gabinete/shared';
import type { seedRefs } from './casework-notifications.ts';

interface Ref {
  id: string;
  label: string;
}

export interface Item {
  to: 'admin' | 'assessor' | 'recepcao';
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  entity: { type: string; id: string } | null;
  actor: 'admin' | 'assessor' | 'recepcao' | null;
  minutesAgo: number;
  read: boolean;
}

type Refs = Awaited<ReturnType<typeof seedRefs>>;

/** The demo's notifications, newest first; each falls back to text only when its record was not seeded. */
export function buildItems(r: Refs): Item[] {
  const [d1, d2, d3, d4, d5] = r.demands;
  const [t1, t2] = r.tasks;
  const [e1, e2] = r.events;
  const [o1] = r.occurrences;
  const demand = (d: Refs['demands'][number] | undefined) =>
    d ? { link: `/demandas/${d.id}`, entity: { type: 'demand', id: d.id } } : { link: null, entity: null };
  const task = (t: Ref | undefined) =>
    t ? { link: `/tarefas/${t.id}`, entity: { type: 'task', id: t.id } } : { link: null, entity: null };
  const event = (e: Refs['events'][number] | undefined) =>
    e ? { link: e.link, entity: { type: 'event', id: e.id } } : { link: null, entity: null };
  const occurrence = (o: Ref | undefined) =>
    o
      ? { link: `/atendimentos/${o.id}`, entity: { type: 'occurrence', id: o.id } }
      : { link: null, entity: null };
  const p = (d: Refs['demands'][number] | undefined, fallback: string) => (d ? d.label : fallback);
  const moved = (d: Refs['demands'][number] | undefined, fallback: string) =>
    `Demanda ${p(d, fallback)} passou para "${d?.status ?? 'Em andamento'}"`;
  return [
    {
      to: 'assessor',
      kind: 'demand_assigned',
      actor: 'admin',
      minutesAgo: 4,
      read: false,
      title: `Demanda ${p(d1, '2026/0001')} atribuída a você`,
      body: d1?.title ?? 'Troca de lâmpadas na Rua das Palmeiras',
      ...demand(d1),
    },
    {
      to: 'assessor',
      kind: 'event_reminder',
      actor: null,
      minutesAgo: 35,
      read: false,
      title: `Lembrete: ${e1?.label ?? 'Reunião com a associação de moradores'} em 15 minutos`,
      body: null,
      ...event(e1),
    },
    {
      to: 'assessor',
      kind: 'demand_comment',
      actor: 'admin',
      minutesAgo: 95,
      read: false,
      title: `Novo comentário na demanda ${p(d2, '2026/0002')}`,
      body: 'Liguei para a Secretaria de Obras: a vistoria ficou para quinta-feira.',
      ...demand(d2),
    },
    {
      to: 'assessor',
      kind: 'task_overdue',
      actor: null,
      minutesAgo: 60 * 9,
      read: true,
      title: `Tarefa atrasada: ${t1?.label ?? 'Retornar ligação da Sra. Aparecida'}`,
      body: 'O prazo venceu ontem.',
      ...task(t1),
    },
    {
      to: 'assessor',
      kind: 'occurrence_assigned',
      actor: 'recepcao',
      minutesAgo: 60 * 26,
      read: true,
      title: `Atendimento atribuído a você: ${o1?.label ?? 'Pedido de poda de árvore'}`,
      body: null,
      ...occurrence(o1),
    },
    {
      to: 'assessor',
      kind: 'demand_status',
      actor: 'admin',
      minutesAgo: 60 * 50,
      read: true,
      title: moved(d3, '2026/0003'),
      body: d3?.title ?? 'Buraco na Avenida Brasil',
      ...demand(d3),
    },
    {
      to: 'admin',
      kind: 'demand_overdue',
      actor: null,
      minutesAgo: 12,
      read: false,
      title: `Demanda ${p(d4, '2026/0004')} com prazo vencido`,
      body: d4?.title ?? 'Vaga em creche no Jardim Campos Elíseos',
      ...demand(d4),
    },
    {
      to: 'admin',
      kind: 'task_assigned',
      actor: 'assessor',
      minutesAgo: 48,
      read: false,
      title: `Tarefa atribuída a você: ${t2?.label ?? 'Preparar ofício para a Prefeitura'}`,
      body: null,
      ...task(t2),
    },
    {
      to: 'admin',
      kind: 'event_invited',
      actor: 'assessor',
      minutesAgo: 60 * 3,
      read: false,
      title: `Convite: ${e2?.label ?? 'Audiência pública sobre transporte'}`,
      body: null,
      ...event(e2),
    },
    {
      to: 'admin',
      kind: 'demand_status',
      actor: 'assessor',
      minutesAgo: 60 * 20,
      read: true,
      title: moved(d5, '2026/0005'),
      body: d5?.title ?? 'Iluminação da praça do bairro',
      ...demand(d5),
    },
    {
      to: 'admin',
      kind: 'demand_comment',
      actor: 'recepcao',
      minutesAgo: 60 * 30,
      read: true,
      title: `Novo comentário na demanda ${p(d1, '2026/0001')}`,
      body: 'A munícipe voltou ao gabinete e trouxe as fotos do local.',
      ...demand(d1),
    },
    {
      to: 'recepcao',
      kind: 'demand_status',
      actor: 'assessor',
      minutesAgo: 60 * 5,
      read: false,
      title: moved(d2, '2026/0002'),
      body: d2?.title ?? 'Limpeza de terreno baldio',
      ...demand(d2),
    },
  ];
}
