// Demo tarefas: ~40 in the demo office spread over the staff (some late, some due today or this week, some
// done or cancelled), hung on open demandas or on citizens; a few in the BH office. Deterministic,
// idempotent (an office that has tarefas is left alone). Runs after the demandas and atendimentos seeds.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { localDay } from '../modules/citizens/citizens-dates.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';
import { addDays } from '../modules/tasks/tasks.filter.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import { TASK_TITLES } from './casework-occurrences-data.ts';
import { officeDemands, officeStaff } from './casework-seed-helpers.ts';
import { makeRng, pick, uuid, type Rng } from './citizens-generate.ts';
import { DEMO_ORG_ID } from './demo.ts';

const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';
const DAY = 86_400_000;

type TaskInsert = typeof tasks.$inferInsert;

/** What kind of prazo each tarefa gets, in order: late, today, this week, later, none, done, cancelled. */
const DEMO_MIX = [
  ...Array<string>(7).fill('late'),
  ...Array<string>(5).fill('today'),
  ...Array<string>(8).fill('week'),
  ...Array<string>(6).fill('later'),
  ...Array<string>(4).fill('none'),
  ...Array<string>(8).fill('done'),
  ...Array<string>(2).fill('cancelled'),
];
const BH_MIX = ['late', 'week', 'later', 'done'];

const DEMAND_TITLES = [
  (t: string) => `Enviar ofício sobre: ${t}`,
  (t: string) => `Cobrar retorno da Prefeitura: ${t}`,
  (t: string) => `Fotografar o local: ${t}`,
  (t: string) => `Informar o munícipe sobre: ${t}`,
];
const CITIZEN_TITLES = [
  (n: string) => `Ligar para ${n} sobre o pedido`,
  (n: string) => `Retornar a ligação de ${n}`,
  (n: string) => `Levar os documentos de ${n} ao CRAS`,
];

const firstAndLast = (name: string) => {
  const parts = name.split(' ');
  return parts.length > 2 ? `${parts[0]} ${parts.at(-1)}` : name;
};

function dueFor(kind: string, rng: Rng, today: string): string | null {
  const within = (from: number, to: number) => addDays(today, from + Math.floor(rng() * (to - from + 1)));
  switch (kind) {
    case 'late':
      return within(-9, -1);
    case 'today':
      return today;
    case 'week':
      return within(1, 6);
    case 'later':
      return within(7, 30);
    case 'none':
      return null;
    default:
      return within(-25, -2);
  }
}

async function seedOffice(db: Db, organizationId: string, seed: number, mix: string[]): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(tasks)
    .where(eq(tasks.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return;
  const staff = await officeStaff(db, organizationId);
  if (staff.responsibles.length === 0) return;
  const people = await db
    .select({ id: citizens.id, name: citizens.name })
    .from(citizens)
    .where(and(eq(citizens.organizationId, organizationId), isNull(citizens.deletedAt)))
    .orderBy(asc(citizens.createdAt), asc(citizens.id))
    .limit(300);
  const demands = await officeDemands(db, organizationId, 30);
  const rng = makeRng(seed);
  const now = Date.now();
  const today = localDay(new Date(now));
  // Everyone who logs in to the demo finds some of their own ('minhas tarefas').
  const people4 = [
    'assessor@gabinete.demo',
    'admin@gabinete.demo',
    'recepcao@gabinete.demo',
    'sac@gabinete.demo',
  ]
    .map((e) => staff.byEmail.get(e))
    .filter((id): id is string => !!id);

  const rows: TaskInsert[] = mix.map((kind, i) => {
    const link = rng();
    const demand = demands.length > 0 && link < 0.45 ? pick(rng, demands) : null;
    const citizen = !demand && people.length > 0 && link < 0.75 ? pick(rng, people) : null;
    const title = demand
      ? pick(rng, DEMAND_TITLES)(demand.title)
      : citizen
        ? pick(rng, CITIZEN_TITLES)(firstAndLast(citizen.name))
        : pick(rng, TASK_TITLES);
    const dueDate = dueFor(kind, rng, today);
    const assigneeId =
      rng() < 0.1 && kind !== 'late'
        ? null
        : people4.length > 0
          ? people4[i % people4.length]!
          : pick(rng, staff.responsibles);
    const createdAt = new Date(
      dueDate
        ? Math.min(now - DAY, Date.parse(`${dueDate}T12:00:00Z`) - (2 + Math.floor(rng() * 12)) * DAY)
        : now - Math.floor(rng() * 20) * DAY,
    );
    const done = kind === 'done';
    const completedAt = done
      ? new Date(Math.min(now - 3_600_000, createdAt.getTime() + (1 + Math.floor(rng() * 5)) * DAY))
      : null;
    const status = done
      ? 'concluida'
      : kind === 'cancelled'
        ? 'cancelada'
        : rng() < 0.35
          ? 'em_andamento'
          : 'a_fazer';
    return {
      id: uuid(rng),
      organizationId,
      title: title.length > 200 ? `${title.slice(0, 197)}…` : title,
      description: rng() < 0.5 ? 'Combinado na reunião de equipe de segunda-feira.' : null,
      assigneeId,
      dueDate,
      priority: pick(rng, ['baixa', 'media', 'media', 'media', 'alta', 'alta', 'urgente'] as const),
      status,
      demandId: demand?.id ?? null,
      citizenId: citizen?.id ?? null,
      completedAt,
      // Already late when the demo starts: told before, so the first alert tick does not toast them all.
      overdueNotifiedAt: kind === 'late' ? new Date(now) : null,
      createdBy: pick(rng, staff.creators.length > 0 ? staff.creators : staff.responsibles),
      createdAt,
      updatedAt: completedAt ?? createdAt,
    };
  });
  await db.insert(tasks).values(rows);
}

export async function seedTasks(db: Db): Promise<void> {
  await seedOffice(db, DEMO_ORG_ID, 4_417_101, DEMO_MIX);
  await seedOffice(db, BH_ORG_ID, 4_417_102, BH_MIX);
}
