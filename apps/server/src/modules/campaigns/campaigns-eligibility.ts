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

/** The first usable address of each segment citizen: a valid one first, then the preferred, then the order. */
function addresses(channel: CampaignSendChannel): SQL {
  // WhatsApp goes to the same mobiles as SMS (the consent is per channel).
  if (channel === 'sms' || channel === 'whatsapp') {
    return sql`select distinct on (p.citizen_id) p.citizen_id, p.number as address, p.number ~ ${MOBILE_RE} as valid
      from citizen_phones p join seg on seg.id = p.citizen_id
      where p.can_contact
      order by p.citizen_id, (p.number ~ ${MOBILE_RE}) desc, p.preferred desc, p.position, p.id`;
  }
  return sql`select distinct on (e.citizen_id) e.citizen_id, lower(e.address) as address, e.address ~ ${EMAIL_RE} as valid
    from citizen_emails e join seg on seg.id = e.citizen_id
    where e.can_contact
    order by e.citizen_id, (e.address ~ ${EMAIL_RE}) desc, e.preferred desc, e.position, e.id`;
}

export type CampaignSendChannel = 'sms' | 'email' | 'whatsapp';

export interface EligibilityInput {
  organizationId: string;
  filter: CitizenFilter;
  channel: CampaignSendChannel;
  purpose: CampaignPurpose;
  officeZone: string;
}

/**
 * Rows (citizen_id, name, address, time_zone, reason): reason null = eligible. Set-based (the segment first,
 * then its addresses and latest consents by joins), so 50,000 citizens are a few hash joins, not 50,000 lookups.
 */
export function eligibilitySql(input: EligibilityInput): SQL {
  const { organizationId: org, channel, purpose } = input;
  const where = citizenFilterWhere(org, { ...input.filter, status: 'active' }, input.officeZone);
  return sql`with seg as materialized (
      select citizens.id, coalesce(nullif(citizens.social_name, ''), citizens.name) as name,
        ${zoneCase(input.officeZone)} as time_zone
      from citizens where ${where} and citizens.merged_into is null),
    a as (${addresses(channel)}),
    k as (
      select distinct on (cc.citizen_id) cc.citizen_id, cc.granted
      from citizen_consents cc join seg on seg.id = cc.citizen_id
      where cc.organization_id = ${org} and cc.channel = ${channel} and cc.purpose = ${purpose}
      order by cc.citizen_id, cc.created_at desc, cc.id desc)
    select citizen_id, name, address, time_zone,
      case when reason0 is null and row_number() over (partition by address, reason0 is null order by citizen_id) > 1
        then 'duplicado' else reason0 end as reason
    from (
      select seg.id as citizen_id, seg.name, a.address, seg.time_zone,
        case when a.address is null then 'sem_contato'
          when not a.valid then 'contato_invalido'
          when k.granted is false then 'descadastrado'
          when k.granted is null then 'sem_consentimento'
          when s.id is not null then 'suprimido'
          else null end as reason0
      from seg
      left join a on a.citizen_id = seg.id
      left join k on k.citizen_id = seg.id
      left join message_suppressions s on s.organization_id = ${org} and s.address = a.address
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
