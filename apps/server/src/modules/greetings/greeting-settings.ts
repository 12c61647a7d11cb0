// The office's Felicitações automáticas settings (absent row = off, default templates) and the one decision
// whether greetings may go out on a day.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_GREETING_TEMPLATES,
  electionPauseOn,
  greetingMergeFields,
  isBlockedDay,
  isoDayBr,
  type GreetingChannel,
  type GreetingSettings,
  type GreetingSettingsInput,
  type IsoDay,
  type SendingWindow,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { officeTimeZone } from '../organizations/office-time-zone.ts';
import { selectLinks } from '../social-links/social-links.repository.ts';
import { greetingSettings, type GreetingSettingsRow } from './greetings.table.ts';
import { officeClock } from './office-clock.ts';

export type GreetingConfig = Omit<GreetingSettingsRow, 'updatedBy' | 'updatedAt' | 'channels'> & {
  channels: GreetingChannel[];
  updatedAt: Date | null;
};

const channelsOf = (list: string[]): GreetingChannel[] =>
  list.filter((c): c is GreetingChannel => c === 'sms' || c === 'whatsapp');

/**
 * The office's settings. The greeting clock is the office's time zone (organizations.time_zone): the row's
 * own time_zone column is kept for compatibility but no longer decides anything.
 */
export async function loadGreetingConfig(db: Db, organizationId: string): Promise<GreetingConfig> {
  const [[row], timeZone] = await Promise.all([
    db.select().from(greetingSettings).where(eq(greetingSettings.organizationId, organizationId)),
    officeTimeZone(db, organizationId),
  ]);
  if (!row) {
    return {
      organizationId,
      enabled: false,
      channels: ['sms'],
      smsTemplate: DEFAULT_GREETING_TEMPLATES.sms,
      whatsappTemplate: DEFAULT_GREETING_TEMPLATES.whatsapp,
      sendHour: 9,
      maxPerMinute: 6,
      timeZone,
      updatedAt: null,
    };
  }
  return { ...row, timeZone, channels: channelsOf(row.channels) };
}

/**
 * Whether greetings may go out on `day` (the office's calendar), and why not. The one place that decides it:
 * the job, the 'Prévia de amanhã' and the screen's notice all ask here.
 */
export function greetingDayAllowed(
  config: Pick<GreetingConfig, 'enabled'>,
  day: IsoDay,
  window: SendingWindow,
): string | null {
  if (!config.enabled) return 'As felicitações automáticas estão desativadas.';
  const pause = electionPauseOn(day);
  if (pause) {
    return `Ano eleitoral: felicitações automáticas suspensas de ${isoDayBr(pause.from)} a ${isoDayBr(pause.to)} (dia seguinte ao último turno).`;
  }
  // The office's sending window (Configurações › Envio): its blocked dates, and Sundays and holidays if set.
  if (isBlockedDay(window, day)) return 'Dia bloqueado para envios pelo gabinete (Configurações › Envio).';
  return null;
}

export function toGreetingSettings(config: GreetingConfig, now = new Date()): GreetingSettings {
  return {
    enabled: config.enabled,
    channels: config.channels,
    smsTemplate: config.smsTemplate,
    whatsappTemplate: config.whatsappTemplate,
    sendHour: config.sendHour,
    maxPerMinute: config.maxPerMinute,
    timeZone: config.timeZone,
    electionPause: electionPauseOn(officeClock(now, config.timeZone).day),
    mergeFields: greetingMergeFields(),
    updatedAt: config.updatedAt ? config.updatedAt.toISOString() : null,
  };
}

export async function getGreetingSettings(deps: AppDeps, tenant: Tenant): Promise<GreetingSettings> {
  return toGreetingSettings(await loadGreetingConfig(deps.database.db, tenant.organizationId));
}

export async function putGreetingSettings(
  deps: AppDeps,
  tenant: Tenant,
  input: GreetingSettingsInput,
): Promise<GreetingSettings> {
  const org = tenant.organizationId;
  const values = { ...input, updatedBy: tenant.userId, updatedAt: new Date() };
  await deps.database.db.transaction(async (tx) => {
    await tx
      .insert(greetingSettings)
      .values({ organizationId: org, ...values })
      .onConflictDoUpdate({ target: greetingSettings.organizationId, set: values });
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'update',
      entity: 'greeting_settings',
      entityId: org,
      data: { enabled: input.enabled, channels: input.channels, sendHour: input.sendHour },
    });
  });
  return getGreetingSettings(deps, tenant);
}

/** The office's name and visible links, for {{gabinete.*}}. */
export async function officeFieldSource(db: Db, organizationId: string, officeName: string) {
  const links = await selectLinks(db, organizationId, true);
  return {
    officeName,
    links: links.map((l) => ({ network: l.network as never, url: l.url, visible: l.visible })),
  };
}
