// The daily birthday greetings: who is an aniversariante on a day (office calendar), who may be greeted on
// which channel and why not, the run the job makes every minute from the send hour (throttled, once a year
// per citizen) and the screen's 'Prévia de amanhã' and 'Enviados hoje'.
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  fillMessageFields,
  GREETING_CHANNEL_LABELS,
  GREETING_LAST_HOUR,
  GREETING_SKIP_REASONS,
  messageFieldValues,
  removeAccents,
  type AutoMessage,
  type GreetingChannel,
  type GreetingPreview,
  type GreetingPreviewItem,
  type GreetingSkipReason,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { birthdayWindow, type CalendarDay } from '../citizen-reports/birthday-window.ts';
import { ensureMessagingSettings, windowOf } from '../campaigns/messaging-settings.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import {
  autoMessageError,
  autoMessageState,
  enqueueAutoMessages,
  noneQueued,
  writeAutoMessage,
} from './auto-send.ts';
import {
  greetingDayAllowed,
  loadGreetingConfig,
  officeFieldSource,
  type GreetingConfig,
} from './greeting-settings.ts';
import { autoMessages, greetingSettings } from './greetings.table.ts';
import { nextDay, officeClock, isoOf } from './office-clock.ts';

export interface Candidate {
  id: string;
  name: string;
  greeted: boolean;
  phones: Record<GreetingChannel, string | null>;
  /** The latest consent for 'aniversario' per channel: true, false (revoked) or null (never given). */
  consent: Record<GreetingChannel, boolean | null>;
}

export type Decision =
  | { channel: GreetingChannel; phone: string; skip: null; reason: null }
  | { channel: null; phone: null; skip: GreetingSkipReason; reason: string };

const MOBILE = '^\\+55[1-9][1-9]9[0-9]{8}$';
const consentOf = (organizationId: string, channel: GreetingChannel) =>
  sql<
    boolean | null
  >`(select cc.granted from citizen_consents cc where cc.organization_id = ${organizationId} and cc.citizen_id = "citizens"."id" and cc.channel = ${channel} and cc.purpose = 'aniversario' order by cc.created_at desc, cc.id desc limit 1)`;
const smsPhone = sql<
  string | null
>`(select p.number from citizen_phones p where p.citizen_id = "citizens"."id" and p.can_contact and p.number ~ ${MOBILE} order by p.preferred desc, p.position limit 1)`;
const whatsappPhone = sql<
  string | null
>`(select p.number from citizen_phones p where p.citizen_id = "citizens"."id" and p.can_contact and p.type in ('whatsapp', 'celular') order by (p.type = 'whatsapp') desc, p.preferred desc, p.position limit 1)`;

/** Who has a birthday on the day (29 Feb counts on 28 Feb in common years), in name order. */
export async function selectCandidates(
  db: Db,
  organizationId: string,
  day: CalendarDay,
  options: { onlyNotGreeted: boolean; limit: number },
): Promise<Candidate[]> {
  const monthDays = birthdayWindow('today', day).days.map((d) => d.monthDay);
  const greeted = sql<boolean>`exists (select 1 from auto_messages a where a.organization_id = ${organizationId} and a.citizen_id = "citizens"."id" and a.kind = 'aniversario' and a.year = ${day.year})`;
  const rows = await db
    .select({
      id: citizens.id,
      name: citizens.name,
      socialName: citizens.socialName,
      greeted,
      sms: smsPhone,
      whatsapp: whatsappPhone,
      consentSms: consentOf(organizationId, 'sms'),
      consentWhatsapp: consentOf(organizationId, 'whatsapp'),
    })
    .from(citizens)
    .where(
      and(
        eq(citizens.organizationId, organizationId),
        isNull(citizens.deletedAt),
        isNull(citizens.mergedInto),
        inArray(citizens.birthMonthDay, monthDays),
        options.onlyNotGreeted ? sql`not ${greeted}` : undefined,
      ),
    )
    .orderBy(sql`lower(f_unaccent(${citizens.name}))`, asc(citizens.id))
    .limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.socialName || r.name,
    greeted: r.greeted,
    phones: { sms: r.sms, whatsapp: r.whatsapp },
    consent: { sms: r.consentSms, whatsapp: r.consentWhatsapp },
  }));
}

/** The first channel (in the office's order) with consent and a number; else why each one fails. */
export function decideGreeting(c: Candidate, channels: readonly GreetingChannel[]): Decision {
  if (c.greeted) {
    return {
      channel: null,
      phone: null,
      skip: 'already_greeted',
      reason: GREETING_SKIP_REASONS.already_greeted,
    };
  }
  const why: { channel: GreetingChannel; skip: GreetingSkipReason }[] = [];
  for (const channel of channels) {
    const consent = c.consent[channel];
    const phone = c.phones[channel];
    if (consent === true && phone) return { channel, phone, skip: null, reason: null };
    why.push({
      channel,
      skip: consent === false ? 'opted_out' : consent === null ? 'no_consent' : 'no_phone',
    });
  }
  const first = why[0]?.skip ?? 'no_consent';
  const reason = why
    .map((w) => `${GREETING_CHANNEL_LABELS[w.channel]}: ${GREETING_SKIP_REASONS[w.skip].toLowerCase()}`)
    .join('; ');
  return { channel: null, phone: null, skip: first, reason: reason || GREETING_SKIP_REASONS.no_consent };
}

const templateOf = (config: GreetingConfig, channel: GreetingChannel) =>
  channel === 'sms' ? config.smsTemplate : config.whatsappTemplate;

async function greetingText(db: Db, config: GreetingConfig, officeName: string) {
  const office = await officeFieldSource(db, config.organizationId, officeName);
  return (channel: GreetingChannel, citizenName: string) => {
    const values = messageFieldValues({ ...office, citizenName });
    const text = fillMessageFields(templateOf(config, channel), values, 'greeting').trim();
    return channel === 'sms' ? removeAccents(text) : text;
  };
}

/**
 * One office's tick: from the send hour until GREETING_LAST_HOUR on an allowed day, up to maxPerMinute
 * greetings are written (each guarded by the once-a-year key) and queued. Returns how many were written.
 */
export async function greetOffice(
  deps: AppDeps,
  config: GreetingConfig,
  officeName: string,
  now: Date,
): Promise<number> {
  const db = deps.database.db;
  const clock = officeClock(now, config.timeZone);
  if (clock.hour < config.sendHour || clock.hour >= GREETING_LAST_HOUR) return 0;
  const window = windowOf(await ensureMessagingSettings(db, config.organizationId));
  if (greetingDayAllowed(config, clock.day, window) !== null) return 0;
  const candidates = await selectCandidates(db, config.organizationId, clock.calendar, {
    onlyNotGreeted: true,
    limit: 5000,
  });
  const due = candidates
    .map((c) => ({ c, d: decideGreeting(c, config.channels) }))
    .filter((x) => x.d.channel !== null)
    .slice(0, config.maxPerMinute);
  if (due.length === 0) return 0;
  const text = await greetingText(db, config, officeName);
  const queued = noneQueued();
  let written = 0;
  await db.transaction(async (tx) => {
    for (const { c, d } of due) {
      const id = await writeAutoMessage(
        tx,
        {
          organizationId: config.organizationId,
          citizenId: c.id,
          kind: 'aniversario',
          channel: d.channel!,
          phone: d.phone!,
          body: text(d.channel!, c.name),
          purpose: 'aniversario',
          year: clock.calendar.year,
        },
        queued,
      );
      if (id) written += 1;
    }
  });
  await enqueueAutoMessages(deps, queued);
  return written;
}

/** The job: every office with greetings on (and not suspended). */
export async function runGreetings(deps: AppDeps, now = new Date()): Promise<number> {
  const offices = await deps.database.db
    .select({ organizationId: greetingSettings.organizationId, name: organizations.name })
    .from(greetingSettings)
    .innerJoin(organizations, eq(organizations.id, greetingSettings.organizationId))
    .where(and(eq(greetingSettings.enabled, true), eq(organizations.status, 'active')));
  let total = 0;
  for (const office of offices) {
    const config = await loadGreetingConfig(deps.database.db, office.organizationId);
    total += await greetOffice(deps, config, office.name, now);
  }
  return total;
}

const PREVIEW_LIMIT = 300;

/** Who would be greeted on the day (today or tomorrow, office calendar), and who is skipped and why. */
export async function previewGreetings(
  deps: AppDeps,
  tenant: Tenant,
  which: 'today' | 'tomorrow',
  now = new Date(),
): Promise<GreetingPreview> {
  const db = deps.database.db;
  const config = await loadGreetingConfig(db, tenant.organizationId);
  const today = officeClock(now, config.timeZone).calendar;
  const day = which === 'today' ? today : nextDay(today);
  const candidates = await selectCandidates(db, tenant.organizationId, day, {
    onlyNotGreeted: false,
    limit: PREVIEW_LIMIT + 1,
  });
  const text = await greetingText(db, config, tenant.organizationName);
  const items: GreetingPreviewItem[] = candidates.slice(0, PREVIEW_LIMIT).map((c) => {
    const d = decideGreeting(c, config.channels);
    return {
      citizen: { _id: c.id, name: c.name },
      channel: d.channel,
      phone: d.phone,
      text: d.channel ? text(d.channel, c.name) : null,
      skip: d.skip,
      reason: d.reason,
    };
  });
  const toSend = items.filter((i) => i.channel !== null).length;
  return {
    day: isoOf(day),
    dayBlocked: greetingDayAllowed(
      config,
      isoOf(day),
      windowOf(await ensureMessagingSettings(deps.database.db, config.organizationId)),
    ),
    items,
    toSend,
    skipped: items.length - toSend,
    truncated: candidates.length > PREVIEW_LIMIT,
  };
}

type StateRow = { status: string; error: string | null };

/** Chat states ('lida') folded onto the SMS ones. */
export function autoMessageStatus(r: StateRow): AutoMessage['status'] {
  if (r.status === 'lida' || r.status === 'entregue') return 'entregue';
  if (r.status === 'enviada' || r.status === 'falhou') return r.status;
  return 'pendente';
}

/** The office's greetings written on its current day, newest first. */
export async function sentToday(deps: AppDeps, tenant: Tenant, now = new Date()) {
  const db = deps.database.db;
  const config = await loadGreetingConfig(db, tenant.organizationId);
  const { day } = officeClock(now, config.timeZone);
  const start = sql`(${day}::date::timestamp at time zone ${config.timeZone})`;
  const end = sql`((${day}::date + 1)::timestamp at time zone ${config.timeZone})`;
  const rows = await db
    .select({
      m: autoMessages,
      citizenName: citizens.name,
      status: autoMessageState,
      error: autoMessageError,
    })
    .from(autoMessages)
    .leftJoin(citizens, eq(citizens.id, autoMessages.citizenId))
    .where(
      and(
        eq(autoMessages.organizationId, tenant.organizationId),
        eq(autoMessages.kind, 'aniversario'),
        gte(autoMessages.createdAt, start),
        lt(autoMessages.createdAt, end),
      ),
    )
    .orderBy(desc(autoMessages.createdAt), desc(autoMessages.id))
    .limit(1000);
  return { day, messages: rows.map((r) => toAutoMessage(r.m, r.citizenName, r, null)) };
}

export function toAutoMessage(
  m: typeof autoMessages.$inferSelect,
  citizenName: string | null,
  state: StateRow,
  protocol: string | null,
): AutoMessage {
  return {
    _id: m.id,
    kind: m.kind === 'demanda_status' ? 'demanda_status' : 'aniversario',
    citizen: m.citizenId ? { _id: m.citizenId, name: citizenName ?? '' } : null,
    channel: m.channel === 'whatsapp' ? 'whatsapp' : 'sms',
    phone: m.phone,
    body: m.body,
    status: autoMessageStatus(state),
    error: state.error,
    demand: m.demandId && protocol ? { _id: m.demandId, protocol } : null,
    createdAt: m.createdAt.toISOString(),
  };
}
