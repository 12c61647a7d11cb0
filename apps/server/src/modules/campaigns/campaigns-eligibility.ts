// Who of a segment may receive a campaign, in one statement: the citizen filter of the list (the same filter
// means the same people), the first usable address per citizen, the latest consent for channel × purpose
// (none → sem_consentimento, a refusal → descadastrado), the suppression list, and one citizen per address.
// The preview groups it by reason; the start writes the eligible rows with INSERT … SELECT.
import { sql, type SQL } from 'drizzle-orm';
import { timeZoneOfUf, type CampaignPurpose, type CitizenFilter } from '@gabinete/shared';
import { citizenFilterWhere } from '../citizens/citizens.filter.ts';

const UFS = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' ');
export const MOBILE_RE = '^\\+55[1-9][1-9]9[0-9]{8}$';
export const EMAIL_RE = '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$';

/** The recipient's zone from the citizen's UF, else the office's. */
function zoneCase(officeZone: string): SQL {
  const whens = UFS.filter((uf) => timeZoneOfUf(uf) !== officeZone).map(
    (uf) => sql`when ${uf} then ${timeZoneOfUf(uf)}`,
  );
  if (whens.length === 0) return sql`${officeZone}::text`;
  return sql`(case citizens.uf ${sql.join(whens, sql` `)} else ${officeZone} end)`;
}

function addressJoin(channel: 'sms' | 'email'): SQL {
  if (channel === 'sms') {
    return sql`left join lateral (
      select p.number as address, p.number ~ ${MOBILE_RE} as valid
      from citizen_phones p
      where p.citizen_id = citizens.id and p.can_contact
      order by (p.number ~ ${MOBILE_RE}) desc, p.preferred desc, p.position, p.id
      limit 1) a on true`;
  }
  return sql`left join lateral (
    select lower(e.address) as address, e.address ~ ${EMAIL_RE} as valid
    from citizen_emails e
    where e.citizen_id = citizens.id and e.can_contact
    order by (e.address ~ ${EMAIL_RE}) desc, e.preferred desc, e.position, e.id
    limit 1) a on true`;
}

export interface EligibilityInput {
  organizationId: string;
  filter: CitizenFilter;
  channel: 'sms' | 'email';
  purpose: CampaignPurpose;
  officeZone: string;
}

/** Rows (citizen_id, name, address, time_zone, reason): reason null = eligible. */
export function eligibilitySql(input: EligibilityInput): SQL {
  const { organizationId: org, channel, purpose } = input;
  const where = citizenFilterWhere(org, { ...input.filter, status: 'active' });
  return sql`select citizen_id, name, address, time_zone,
      case when reason0 is null and row_number() over (partition by address, reason0 is null order by citizen_id) > 1
        then 'duplicado' else reason0 end as reason
    from (
      select citizens.id as citizen_id, coalesce(nullif(citizens.social_name, ''), citizens.name) as name,
        a.address, ${zoneCase(input.officeZone)} as time_zone,
        case when a.address is null then 'sem_contato'
          when not a.valid then 'contato_invalido'
          when k.granted is false then 'descadastrado'
          when k.granted is null then 'sem_consentimento'
          when s.id is not null then 'suprimido'
          else null end as reason0
      from citizens
      ${addressJoin(channel)}
      left join lateral (
        select cc.granted from citizen_consents cc
        where cc.citizen_id = citizens.id and cc.organization_id = ${org}
          and cc.channel = ${channel} and cc.purpose = ${purpose}
        order by cc.created_at desc, cc.id desc limit 1) k on true
      left join message_suppressions s on s.organization_id = ${org} and s.address = a.address
      where ${where} and citizens.merged_into is null
    ) x`;
}

/** Send-time check of claimed recipients: the reason one must now be skipped, null when still allowed. */
export function recheckSql(ids: string[], channel: string, purpose: string): SQL {
  return sql`select r.id,
      case when c.id is null or c.deleted_at is not null then 'sem_contato'
        when k.granted is false then 'descadastrado'
        when k.granted is null then 'sem_consentimento'
        when exists (select 1 from message_suppressions s where s.organization_id = r.organization_id and s.address = r.address)
          then 'suprimido'
        else null end as reason,
      coalesce(nullif(c.social_name, ''), c.name) as name
    from campaign_recipients r
    left join citizens c on c.id = r.citizen_id
    left join lateral (
      select cc.granted from citizen_consents cc
      where cc.citizen_id = r.citizen_id and cc.organization_id = r.organization_id
        and cc.channel = ${channel} and cc.purpose = ${purpose}
      order by cc.created_at desc, cc.id desc limit 1) k on true
    where r.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
}
