// Fills the demo office with emendas and leis through set-based SQL, for the emendas and documentos figures:
// N emendas of four office authors spread over São Paulo's municipalities (a deputado's), and M leis with
// ementas and texts made of real-sounding pt-BR clauses. Runs after the demo seed (the law types exist).
// Alone: node --import tsx lib/seed-areas.ts --database-url postgres://… [--amendments 100000 --laws 100000]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AMENDMENT_KINDS, AMENDMENT_STATUSES, LAW_STATUSES } from '@gabinete/shared';
import { DEMO_ORG_ID } from './seed-casework.ts';
import { openSeedDb } from './seed-db.ts';
import { textArray } from './seed-values.ts';

export interface AreasSummary {
  amendments: number;
  laws: number;
  seconds: number;
}

/** The office's own authors in the códigos (the Portal import creates emendas of these, parks the others). */
/** Emenda i's código: its year (2019 + i % 8), author (OFFICE_AUTHORS[(i / 8) % 4]) and number (i / 32). */
export const amendmentCode = (i: number) =>
  `${2019 + (i % 8)}${OFFICE_AUTHORS[Math.floor(i / 8) % 4]}${String(Math.floor(i / 32)).padStart(4, '0')}`;
export const OFFICE_AUTHORS = ['2707', '2708', '3112', '3310'];
export const AUTHOR_NAMES = ['RICARDO AMARAL', 'HELENA DUARTE', 'BANCADA DE SÃO PAULO', 'COMISSÃO DE SAÚDE'];
const OBJECTS = [
  'Aquisição de ambulância para a Secretaria de Saúde',
  'Reforma da unidade básica de saúde',
  'Pavimentação e drenagem de vias urbanas',
  'Construção de creche',
  'Aquisição de equipamentos para escola municipal',
  'Custeio da atenção primária à saúde',
  'Iluminação pública em LED',
  'Reforma de quadra poliesportiva',
  'Aquisição de trator agrícola',
  'Recapeamento asfáltico',
];
const SUBJECTS = [
  'Institui o programa municipal de',
  'Dispõe sobre a obrigatoriedade de',
  'Altera a lei que trata de',
  'Denomina logradouro público e dispõe sobre',
  'Cria o selo municipal de',
  'Autoriza o Poder Executivo a firmar convênio para',
  'Estabelece diretrizes para a política municipal de',
  'Declara de utilidade pública a associação voltada a',
];
const TOPICS = [
  'coleta seletiva e reciclagem nos bairros',
  'atendimento prioritário a pessoas com deficiência',
  'segurança alimentar nas escolas da rede municipal',
  'arborização urbana e poda preventiva',
  'proteção e bem-estar animal',
  'acessibilidade nas calçadas e travessias',
  'incentivo ao esporte amador e às escolinhas',
  'combate à dengue em terrenos baldios',
  'transparência nos contratos de transporte coletivo',
  'saúde mental de professores e servidores',
  'hortas comunitárias em áreas públicas',
  'iluminação de praças e pontos de ônibus',
];
const CLAUSES = [
  'Fica o Poder Executivo autorizado a regulamentar esta lei no prazo de noventa dias.',
  'As despesas decorrentes da execução desta lei correrão por conta de dotações orçamentárias próprias.',
  'O órgão competente divulgará anualmente os resultados alcançados em seu portal.',
  'Esta lei entra em vigor na data de sua publicação, revogadas as disposições em contrário.',
  'Poderão ser firmadas parcerias com entidades da sociedade civil sem fins lucrativos.',
  'A fiscalização caberá à secretaria responsável, que poderá aplicar advertência e multa.',
];

const CHUNK = 25_000;
export const CAMPINAS = 3509502;
const pickSql = (list: readonly string[], i: string) => `(${textArray(list)})[1 + ((${i}) % ${list.length})]`;

function amendmentStatements(total: number): string[] {
  const out: string[] = [];
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    // 1 in 5 in Campinas (the city zoom case), the rest over São Paulo's municipalities.
    out.push(`
      insert into amendments (organization_id, sphere, year, number, code, kind, author, object, area_id,
        city_ibge, uf, lat, lng, indicated, approved, committed, liquidated, paid, status, responsible_id,
        created_at, updated_at)
      select '${DEMO_ORG_ID}', (array['federal','federal','estadual'])[1 + i % 3], y, lpad(n::text, 4, '0'),
             y::text || a || lpad(n::text, 4, '0'),
             ${pickSql(AMENDMENT_KINDS, 'i')},
             ${pickSql(AUTHOR_NAMES, 'i / 7')},
             ${pickSql(OBJECTS, 'i / 3')},
             refs.areas[1 + abs(hashint4(i)) % array_length(refs.areas, 1)],
             m.ibge, m.uf, m.lat, m.lng,
             v, v, case when s >= 2 then v else 0 end, case when s >= 3 then v else 0 end,
             case when s >= 4 then v else 0 end,
             (${textArray(AMENDMENT_STATUSES)})[1 + s],
             null, now() - (i % 900) * interval '1 day', now() - (i % 300) * interval '1 hour'
        from (select i, 2019 + i % 8 as y,
                     (array[${OFFICE_AUTHORS.map((a) => `'${a}'`).join(',')}])[1 + (i / 8) % 4] as a,
                     i / 32 as n, (100000 + (i * 7919) % 1900000)::bigint * 100 as v,
                     (i * 31) % ${AMENDMENT_STATUSES.length} as s
                from generate_series(${from}, ${to}) i) g
        cross join (select (select array_agg(id order by name) from areas where organization_id = '${DEMO_ORG_ID}') as areas,
                           (select array_agg(ibge order by ibge) from municipalities
                             where uf = 'SP' and ibge <> ${CAMPINAS}) as cities) refs
        join municipalities m
          on m.ibge = case when i % 5 = 0 then ${CAMPINAS} else refs.cities[1 + i % array_length(refs.cities, 1)] end`);
  }
  return out;
}

function lawStatements(total: number): string[] {
  const out: string[] = [];
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    out.push(`
      insert into laws (organization_id, type_id, number, year, ementa, author, own_work, status, presented_on,
        full_text, tags)
      select '${DEMO_ORG_ID}', types.ids[1 + i % array_length(types.ids, 1)], 100000 + i, 1990 + i % 37,
             ${pickSql(SUBJECTS, 'i')} || ' ' || ${pickSql(TOPICS, 'i / 8')} || ' no Município.',
             ${pickSql(['Ver. Helena Duarte', 'Ver. Marcos Lima', 'Mesa Diretora', 'Prefeito Municipal'], 'i / 3')},
             i % 4 = 0, (${textArray(LAW_STATUSES)})[1 + i % ${LAW_STATUSES.length}],
             make_date(1990 + i % 37, 1 + i % 12, 1 + i % 28),
             'Art. 1º ' || ${pickSql(SUBJECTS, 'i')} || ' ' || ${pickSql(TOPICS, 'i / 8')} ||
               '. Art. 2º ' || ${pickSql(CLAUSES, 'i')} || ' Art. 3º ' || ${pickSql(CLAUSES, 'i / 6')} ||
               ' Art. 4º ' || ${pickSql(TOPICS, 'i / 5')} || ' terá acompanhamento do conselho municipal.',
             case when i % 9 = 0 then array['meio ambiente'] else '{}' end
        from generate_series(${from}, ${to}) i
        cross join (select array_agg(id order by sigla) as ids from law_types
                     where organization_id = '${DEMO_ORG_ID}') types`);
  }
  return out;
}

export async function seedAreas(
  target: { databaseUrl?: string },
  counts: { amendments: number; laws: number },
): Promise<AreasSummary> {
  const started = Date.now();
  const db = await openSeedDb(target);
  try {
    await db.prepareBulkLoad();
    await db.runAll([...amendmentStatements(counts.amendments), ...lawStatements(counts.laws)]);
    // Every citizen seeded before (the campaign's segment) agreed to informative SMS.
    await db.query(`insert into citizen_consents (organization_id, citizen_id, channel, purpose, granted, legal_basis, source)
      select organization_id, id, 'sms', 'informativo', true, 'consentimento', 'formulario'
        from citizens where organization_id = '${DEMO_ORG_ID}' and deleted_at is null`);
    // VACUUM too: the machine's server runs with autovacuum off, and a production one vacuums a table after a
    // bulk insert (autovacuum_vacuum_insert_threshold), which sets the visibility map the map's index-only
    // reads need; without it every emenda in the map's box is also read from the table.
    await db.query('vacuum analyze amendments');
    await db.query('analyze laws; analyze citizen_consents');
    return { ...counts, seconds: (Date.now() - started) / 1000 };
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      amendments: { type: 'string', default: '100000' },
      laws: { type: 'string', default: '100000' },
    },
  });
  const summary = await seedAreas(
    { databaseUrl: values['database-url'] },
    { amendments: Number(values.amendments), laws: Number(values.laws) },
  );
  console.log(JSON.stringify(summary));
}
