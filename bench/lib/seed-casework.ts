// Fills one office's casework (demandas, atendimentos, tarefas, agenda) through set-based SQL, for the
// dashboard's and the demandas list's figures. Needs the office's users and citizens (seedCitizens first).
// Past prazos are marked as already notified, as in an office that has run for years: otherwise the
// minute's alert checks would work through a backlog of ~100,000 overdue notices during the measurements.
// Alone: node --import tsx lib/seed-casework.ts --database-url postgres://… (or the embedded server's socket URL)
// [--demands 500000 --occurrences 100000 --tasks 20000 --events 5000]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_AREAS, DEFAULT_DEMAND_STATUSES } from '@gabinete/shared';
import { openSeedDb } from './seed-db.ts';
import { textArray } from './seed-values.ts';

export const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000001';

/** What the fill needs: a pg.Client, a pool, or the bench's SeedDb (one connection is enough). */
export interface SqlClient {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface CaseworkCounts {
  demands: number;
  occurrences: number;
  tasks: number;
  events: number;
}

export interface CaseworkSummary extends CaseworkCounts {
  seconds: number;
  statuses: number;
  areas: number;
}

const CHUNK = 100_000;
const uuidPattern = /^[0-9a-f-]{36}$/i;
const TITLES = [
  'Buraco na rua',
  'Poda de árvore',
  'Iluminação pública apagada',
  'Vaga em creche',
  'Consulta com especialista',
  'Limpeza de terreno baldio',
  'Troca de lâmpada',
  'Recapeamento de via',
  'Cesta básica',
  'Transferência de escola',
  'Remédio em falta no posto',
  'Ônibus atrasado na linha',
  'Esgoto a céu aberto',
  'Lombada em frente à escola',
  'Cirurgia eletiva',
];
const SUBJECTS = [
  'Pedido de informação',
  'Reclamação de serviço',
  'Solicitação de visita',
  'Agradecimento',
  'Pedido de emprego',
  'Convite para evento',
  'Encaminhamento de documento',
];
const CHANNELS = ['presencial', 'telefone', 'whatsapp', 'email', 'visita'];
const NEIGHBORHOODS = [
  'Centro',
  'Cambuí',
  'Taquaral',
  'Barão Geraldo',
  'Jardim Proença',
  'Vila Industrial',
  'Ouro Verde',
  'Campo Grande',
  'Jardim São Gabriel',
  'Parque Itália',
];
const EVENT_CATEGORIES = [
  { name: 'Reunião', color: 'blue' },
  { name: 'Visita', color: 'green' },
  { name: 'Sessão', color: 'violet' },
  { name: 'Evento público', color: 'orange' },
];
/** Share of demandas per default status (open first, then the closing ones). */
const STATUS_WEIGHTS = [0.14, 0.12, 0.05, 0.05, 0.04, 0.03, 0.4, 0.07, 0.1];

const pickSql = (values: readonly string[], r: string) =>
  `(${textArray(values)})[1 + floor((${r}) * ${values.length})::int]`;

async function ids(db: SqlClient, sql: string): Promise<string[]> {
  return (await db.query(sql)).rows.map((r) => String(r.id));
}

async function ensureDefaults(db: SqlClient, org: string) {
  const has = async (table: string) =>
    Number((await db.query(`select count(*) n from ${table} where organization_id = ${org}`)).rows[0]!.n) > 0;
  if (!(await has('demand_statuses'))) {
    const s = DEFAULT_DEMAND_STATUSES;
    await db.query(`insert into demand_statuses (organization_id, key, name, color, position, is_initial, is_final)
      select ${org}, k, n, c, p - 1, i, f from unnest(${textArray(s.map((x) => x.key))}, ${textArray(s.map((x) => x.name))},
        ${textArray(s.map((x) => x.color))}, array[${s.map((x) => x.isInitial).join(',')}]::bool[],
        array[${s.map((x) => x.isFinal).join(',')}]::bool[]) with ordinality as x(k, n, c, i, f, p)`);
  }
  if (!(await has('areas'))) {
    await db.query(`insert into areas (organization_id, name, color)
      select ${org}, n, c from unnest(${textArray(DEFAULT_AREAS.map((a) => a.name))}, ${textArray(DEFAULT_AREAS.map((a) => a.color))}) as x(n, c)`);
  }
  if (!(await has('event_categories'))) {
    await db.query(`insert into event_categories (organization_id, name, color, position)
      select ${org}, n, c, p - 1 from unnest(${textArray(EVENT_CATEGORIES.map((a) => a.name))}, ${textArray(EVENT_CATEGORIES.map((a) => a.color))}) with ordinality as x(n, c, p)`);
  }
}

export async function seedCasework(
  db: SqlClient,
  counts: CaseworkCounts,
  options: { organizationId?: string; log?: (line: string) => void } = {},
): Promise<CaseworkSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const orgId = options.organizationId ?? DEMO_ORG_ID;
  if (!uuidPattern.test(orgId)) throw new Error('bad organization id');
  const org = `'${orgId}'::uuid`;
  await ensureDefaults(db, org);
  const users = await ids(db, `select id from users where organization_id = ${org} and deleted_at is null`);
  if (users.length === 0) throw new Error(`office ${orgId} has no users`);
  const statuses = (
    await db.query(
      `select id, is_final from demand_statuses where organization_id = ${org} order by position, name`,
    )
  ).rows;
  const areas = await ids(db, `select id from areas where organization_id = ${org} order by name`);
  const categories = await ids(db, `select id from event_categories where organization_id = ${org}`);
  const userArr = `${textArray(users)}::uuid[]`;
  const areaArr = `${textArray(areas)}::uuid[]`;

  // A numbered sample of the office's citizens: demandas and atendimentos point at them by number.
  await db.query(`drop table if exists seed_cw_citizens`);
  await db.query(`create temp table seed_cw_citizens as select id, (row_number() over ()) - 1 as k
    from (select id from citizens where organization_id = ${org} and deleted_at is null limit 200000) s`);
  const citizenCount = Number((await db.query(`select count(*) n from seed_cw_citizens`)).rows[0]!.n);
  if (citizenCount === 0) throw new Error(`office ${orgId} has no citizens`);
  await db.query(`create index on seed_cw_citizens (k)`);
  const citizenOf = (g: string) =>
    `(select id from seed_cw_citizens where k = ((${g})::bigint * 7919) % ${citizenCount})`;

  // The status by cumulative weight: a CASE over the office's statuses (weights of the defaults, then even).
  const weights = statuses.map((_, i) => STATUS_WEIGHTS[i] ?? 0.02);
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const statusCase = statuses
    .map((s, i) => {
      acc += weights[i]! / sum;
      return `when r_status < ${i === statuses.length - 1 ? 2 : acc.toFixed(4)} then '${String(s.id)}'::uuid`;
    })
    .join(' ');
  const finalIds = statuses.filter((s) => s.is_final).map((s) => `'${String(s.id)}'::uuid`);
  const maxProtocol = Number(
    (await db.query(`select coalesce(max(protocol_number), 0) n from demands where organization_id = ${org}`))
      .rows[0]!.n,
  );

  for (let from = 1; from <= counts.demands; from += CHUNK) {
    const to = Math.min(counts.demands, from + CHUNK - 1);
    await db.query(`
      with ins as (
      insert into demands (organization_id, protocol_year, protocol_number, title, description, area_id, priority,
        status_id, is_closed, opened_at, due_date, closed_at, responsible_id, neighborhood, city_ibge, uf, lat, lng,
        created_by, created_at, updated_at, status_changed_at, overdue_notified_at)
      select ${org}, extract(year from opened)::int, ${maxProtocol} + g, ${pickSql(TITLES, 'r_title')},
        'Pedido registrado no atendimento.', case when r_area < 0.9 then (${areaArr})[1 + floor(r_area / 0.9 * ${areas.length})::int] end,
        ${pickSql(['baixa', 'media', 'media', 'alta', 'urgente'], 'r_prio')}, status_id,
        status_id in (${finalIds.join(',') || 'null'}), opened,
        case when r_due < 0.6 then opened + (15 + floor(r_due * 100))::int end,
        case when status_id in (${finalIds.join(',') || 'null'}) then opened + interval '20 days' end,
        (${userArr})[1 + floor(r_user * ${users.length})::int],
        ${pickSql(NEIGHBORHOODS, 'r_nb')}, 3509502, 'SP',
        case when r_geo < 0.7 then -22.9056 + (r_lat - 0.5) * 0.1 end,
        case when r_geo < 0.7 then -47.0608 + (r_lng - 0.5) * 0.1 end,
        (${userArr})[1 + floor(r_user * ${users.length})::int], opened::timestamptz, opened::timestamptz, opened::timestamptz,
        case when r_due < 0.6 and opened + (15 + floor(r_due * 100))::int < current_date
          and not status_id in (${finalIds.join(',') || 'null'}) then (opened + (16 + floor(r_due * 100))::int)::timestamptz end
      from (
        select g, current_date - floor(power(r_age, 1.5) * 1460)::int as opened, r_title, r_area, r_prio, r_due, r_user, r_nb,
          r_geo, r_lat, r_lng, case ${statusCase} end as status_id
        from (select g, random() r_age, random() r_title, random() r_area, random() r_prio, random() r_due,
          random() r_user, random() r_nb, random() r_geo, random() r_lat, random() r_lng, random() r_status
          from generate_series(${from}, ${to}) g) a
      ) b
      returning id, protocol_number
      )
      insert into demand_citizens (demand_id, citizen_id, organization_id)
      select ins.id, c.id, ${org} from ins join seed_cw_citizens c on c.k = (ins.protocol_number::bigint * 7919) % ${citizenCount}`);
    log(`  demandas: ${to} of ${counts.demands} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }

  for (let from = 1; from <= counts.occurrences; from += CHUNK) {
    const to = Math.min(counts.occurrences, from + CHUNK - 1);
    await db.query(`insert into occurrences (organization_id, occurred_at, channel, subject, description, area_id,
        responsible_id, status, citizen_id, created_by, created_at, updated_at)
      select ${org}, at, ${pickSql(CHANNELS, 'r_ch')}, ${pickSql(SUBJECTS, 'r_subj')}, 'Atendimento registrado.',
        case when r_area < 0.8 then (${areaArr})[1 + floor(r_area / 0.8 * ${areas.length})::int] end,
        (${userArr})[1 + floor(r_user * ${users.length})::int], ${pickSql(['aberto', 'concluido', 'concluido'], 'r_st')},
        ${citizenOf('g')}, (${userArr})[1 + floor(r_user * ${users.length})::int], at, at
      from (select g, now() - power(random(), 1.3) * interval '730 days' as at, random() r_ch, random() r_subj,
        random() r_area, random() r_user, random() r_st from generate_series(${from}, ${to}) g) a`);
    log(`  atendimentos: ${to} of ${counts.occurrences}`);
  }

  await db.query(`insert into tasks (organization_id, title, assignee_id, due_date, priority, status, completed_at,
      created_by, created_at, updated_at, overdue_notified_at)
    select ${org}, ${pickSql(['Ligar para o cidadão', 'Enviar ofício', 'Cobrar resposta da Prefeitura', 'Preparar visita', 'Atualizar cadastro'], 'r_t')},
      (${userArr})[1 + floor(r_user * ${users.length})::int],
      case when r_due < 0.9 then current_date + floor((r_due - 0.6) * 60)::int end,
      ${pickSql(['baixa', 'media', 'alta', 'urgente'], 'r_p')},
      case when r_done < 0.5 then 'concluida' when r_done < 0.7 then 'em_andamento' else 'a_fazer' end,
      case when r_done < 0.5 then now() - interval '1 day' end,
      (${userArr})[1 + floor(r_user * ${users.length})::int], now() - interval '30 days', now() - interval '30 days',
      case when r_due < 0.6 and r_done >= 0.5 then now() - interval '1 day' end
    from (select g, random() r_t, random() r_user, random() r_due, random() r_p, random() r_done
      from generate_series(1, ${counts.tasks}) g) a`);
  log(`  tarefas: ${counts.tasks}`);

  await db.query(`insert into events (organization_id, title, starts_at, ends_at, category_id, location, created_by)
    select ${org}, ${pickSql(['Reunião com moradores', 'Visita à obra', 'Sessão ordinária', 'Audiência pública', 'Inauguração'], 'r_t')},
      s, s + interval '1 hour', ${categories.length ? `(${textArray(categories)}::uuid[])[1 + floor(r_c * ${categories.length})::int]` : 'null'},
      ${pickSql(NEIGHBORHOODS, 'r_c')}, (${userArr})[1]
    from (select date_trunc('hour', now() + (random() - 0.5) * interval '730 days') as s, random() r_t, random() r_c
      from generate_series(1, ${counts.events}) g) a`);
  log(`  eventos: ${counts.events}`);

  await db.query(`drop table seed_cw_citizens`);
  for (const table of ['demands', 'demand_citizens', 'occurrences', 'tasks', 'events'])
    await db.query(`vacuum analyze ${table}`);
  return {
    ...counts,
    seconds: (Date.now() - started) / 1000,
    statuses: statuses.length,
    areas: areas.length,
  };
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      org: { type: 'string', default: DEMO_ORG_ID },
      demands: { type: 'string', default: '500000' },
      occurrences: { type: 'string', default: '100000' },
      tasks: { type: 'string', default: '20000' },
      events: { type: 'string', default: '5000' },
    },
  });
  const db = await openSeedDb({ databaseUrl: values['database-url'] });
  try {
    const summary = await seedCasework(
      db,
      {
        demands: Number(values.demands),
        occurrences: Number(values.occurrences),
        tasks: Number(values.tasks),
        events: Number(values.events),
      },
      { organizationId: values.org, log: (l) => console.error(l) },
    );
    // The last line of stdout is the summary, for the bench that runs this as a child.
    console.log(JSON.stringify(summary));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await cli();
}
