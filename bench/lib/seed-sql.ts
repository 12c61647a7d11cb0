// Set-based SQL that makes the seeded citizens: one INSERT … SELECT from generate_series per chunk of rows.
import { FEMALE_NAMES, MALE_NAMES, PROFESSIONS, RARE_SURNAMES, SURNAMES, list } from './seed-names.ts';
import { CITIES, NEIGHBORHOODS, VOTER_ZONES } from './seed-places.ts';
import { cpfBaseSql, cpfCheckSql, hasCpfSql, idSql, intArray, textArray } from './seed-values.ts';

/** Picks one element of a constant array with the random column r (weights come from repeats). */
const pick = (values: readonly string[], r: string) =>
  `(${textArray(values)})[1 + floor(${r} * ${values.length})::int]`;

const NICKNAMES = list('Zé, Tião, Nenê, Dona Cida, Seu Zé, Preta, Toninho, Bia, Juca, Dona Lurdes, Cacá');
const STREET_KINDS = list('Rua*6, Avenida*2, Travessa, Alameda');
const COMPLEMENTS = list('Apto 12, Apto 304, Casa 2, Bloco B, Fundos, Apto 51, Casa 1');
const ORIGINS = list('presencial*4, telefone*2, whatsapp*3, evento*2, redes_sociais*2, site, outro');
const PROVIDERS = list('gmail.com*10, hotmail.com*5, yahoo.com.br*2, outlook.com*2, uol.com.br');
const RANDOM_COLUMNS =
  'g f s1 s2 rare b bd zone sec prof cep street num comp nb city geo lat lng lead ldr orig reg t nick';

/** The city share thresholds as a CASE giving the city's 1-based index. */
function cityIndexSql(r: string): string {
  let cumulative = 0;
  const whens = CITIES.map((c, k) => {
    cumulative += c.share / 100;
    return `when ${r} < ${cumulative.toFixed(4)} then ${k + 1}`;
  });
  return `case ${whens.join(' ')} else ${CITIES.length} end`;
}

const uuidPattern = /^[0-9a-f-]{36}$/i;

export interface ChunkInput {
  organizationId: string;
  /** Office users who 'registered' the citizens. */
  userIds: string[];
  from: number;
  to: number;
  count: number;
}

/** Citizens i = from..to, and an e-mail for 2 in 5 of them (same statement, through a data-modifying CTE). */
export function citizensChunkSql(c: ChunkInput): string {
  if (![c.organizationId, ...c.userIds].every((id) => uuidPattern.test(id))) throw new Error('bad uuid');
  const org = `'${c.organizationId}'::uuid`;
  const randoms = RANDOM_COLUMNS.split(' ').map((n) => `random() as r_${n}`);
  const leaders = Math.floor(c.count / 100);
  const city = (field: 'ibge' | 'lat' | 'lng' | 'cep') =>
    field === 'lat' || field === 'lng'
      ? `(array[${CITIES.map((x) => x[field]).join(',')}]::float8[])[ci]`
      : `(${intArray(CITIES.map((x) => x[field]))})[ci]`;
  return `
with ins as (
insert into citizens (id, organization_id, name, nickname, cpf, birth_date, gender, voter_zone, voter_section,
  profession, cep, street, number, complement, neighborhood, city_ibge, uf, lat, lng, leader_id, origin,
  registered_by, created_at, updated_at)
select ${idSql('i')}, ${org},
  first || ' ' || s1 || case when s2 = s1 then '' else ' ' || s2 end,
  case when r_nick < 0.03 then ${pick(NICKNAMES, 'r_f')} end,
  case when ${hasCpfSql('i')} then lpad(cpf_n::text, 9, '0') || cpf_d1::text || ${cpfCheckSql('cpf_n', 'cpf_d1')}::text end,
  case when r_b < 0.95 then date '1940-01-01' + floor(r_bd * 25202)::int end,
  case when r_g < 0.01 then 'nao_informado' when female then 'feminino' else 'masculino' end,
  case when r_zone < 0.7 then ${pick(VOTER_ZONES, 'r_zone / 0.7')} end,
  case when r_zone < 0.7 then (1 + floor(r_sec * 480)::int)::text end,
  case when r_prof < 0.5 then ${pick(PROFESSIONS, 'r_prof * 2')} end,
  case when r_cep < 0.85 then lpad((${city('cep')} + floor(r_cep * 117)::int % 100)::text, 5, '0')
    || lpad(floor(r_num * 1000)::text, 3, '0') end,
  ${pick(STREET_KINDS, 'r_street')} || ' ' || ${pick(MALE_NAMES, 'r_s2')} || ' ' || ${pick(SURNAMES, 'r_street')},
  (1 + floor(r_num * 3000))::text,
  case when r_comp < 0.15 then ${pick(COMPLEMENTS, 'r_comp / 0.15')} end,
  case when r_nb < 0.95 then (${textArray(NEIGHBORHOODS)})[1 + floor(${NEIGHBORHOODS.length} * power(r_nb / 0.95, 2))::int] end,
  ${city('ibge')}, 'SP',
  case when r_geo < 0.7 then ${city('lat')} + (r_lat - 0.5) * 0.08 end,
  case when r_geo < 0.7 then ${city('lng')} + (r_lng - 0.5) * 0.08 end,
  case when ${leaders} > 0 and i % 100 <> 7 and r_lead < 0.3
    then ${idSql(`(100 * floor(r_ldr * ${leaders})::bigint + 7)`)} end,
  case when ${leaders} > 0 and i % 100 <> 7 and r_lead < 0.3 then 'indicacao' else ${pick(ORIGINS, 'r_orig')} end,
  (${textArray(c.userIds)})[1 + floor(r_reg * ${c.userIds.length})::int]::uuid,
  now() - r_t * interval '1460 days', now() - r_t * interval '1460 days'
from (
  select *, r_g < 0.52 as female,
    case when r_g < 0.52 then ${pick(FEMALE_NAMES, 'r_f')} else ${pick(MALE_NAMES, 'r_f')} end as first,
    case when r_rare < 0.005 then ${pick(RARE_SURNAMES, 'r_s1')} else ${pick(SURNAMES, 'r_s1')} end as s1,
    ${pick(SURNAMES, 'r_s2')} as s2,
    ${cityIndexSql('r_city')} as ci, ${cpfCheckSql('cpf_n')} as cpf_d1
  from (select i, ${cpfBaseSql('i')} as cpf_n, ${randoms.join(', ')} from generate_series(${c.from}, ${c.to}) i) a
) b
returning id, name
)
insert into citizen_emails (citizen_id, organization_id, address, type, preferred)
select id, ${org},
  lower(f_unaccent(replace(split_part(name, ' ', 1), ' ', '') || '.' || regexp_replace(name, '^.* ', '')))
    || (abs(hashtext(id::text)) % 100)::text || '@' || ${pick(PROVIDERS, '(get_byte(uuid_send(id), 3) / 256.0)')},
  case when get_byte(uuid_send(id), 4) < 200 then 'pessoal' else 'comercial' end, true
from ins where get_byte(uuid_send(id), 15) < 102`;
}
