// The demo office's Felicitações automáticas and demanda-status messages: greetings on by SMS at 9h (six a
// minute), four of today's aniversariantes already greeted this morning (with their consent for
// 'aniversário'), three of tomorrow's with consent so the 'Prévia de amanhã' shows who goes and who is
// skipped, and two statuses that tell the citizen. Nobody the first tick would greet is left waiting except
// what the office's own pace would send. Idempotent (does nothing once the settings row exists).
import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import {
  countSms,
  DEFAULT_GREETING_TEMPLATES,
  fillMessageFields,
  messageFieldValues,
  removeAccents,
} from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { birthdayWindow } from '../modules/citizen-reports/birthday-window.ts';
import { citizenPhones, citizens } from '../modules/citizens/citizens.table.ts';
import { demandStatuses } from '../modules/demands/demands.table.ts';
import {
  autoMessages,
  demandStatusMessages,
  greetingSettings,
} from '../modules/greetings/greetings.table.ts';
import { nextDay, officeClock } from '../modules/greetings/office-clock.ts';
import { citizenConsents } from '../modules/privacy/privacy.table.ts';
import { selectLinks } from '../modules/social-links/social-links.repository.ts';
import { smsMessages, smsSettings } from '../modules/sms/sms.table.ts';
import { DEMO_ORG_ID } from './demo.ts';

const OFFICE = 'Gabinete da Vereadora Helena Duarte';
const TZ = 'America/Sao_Paulo';
const DAY = 86_400_000;
const PRICE = 9;

const STATUS_MESSAGES: { key: string; channel: 'sms' | 'whatsapp'; template: string }[] = [
  {
    key: 'prefeitura',
    channel: 'sms',
    template:
      'Ola, {{eleitor.primeiro_nome}}! Sua demanda {{demanda.protocolo}} foi encaminhada à Prefeitura. Acompanhe com o {{gabinete.nome}}.',
  },
  {
    key: 'solucionado',
    channel: 'whatsapp',
    template:
      'Olá, {{eleitor.primeiro_nome}}! Sua demanda {{demanda.protocolo}} ({{demanda.titulo}}) foi solucionada. Obrigada pela confiança! {{gabinete.nome}} · {{gabinete.instagram}}',
  },
];

/** Live citizens born on the day with a mobile, oldest records first. */
async function bornOn(db: Db, day: { year: number; month: number; day: number }, limit: number) {
  const monthDays = birthdayWindow('today', day).days.map((d) => d.monthDay);
  return db
    .selectDistinctOn([citizens.createdAt, citizens.id], {
      id: citizens.id,
      name: citizens.name,
      socialName: citizens.socialName,
      phone: citizenPhones.number,
    })
    .from(citizens)
    .innerJoin(citizenPhones, eq(citizenPhones.citizenId, citizens.id))
    .where(
      and(
        eq(citizens.organizationId, DEMO_ORG_ID),
        isNull(citizens.deletedAt),
        isNull(citizens.mergedInto),
        inArray(citizens.birthMonthDay, monthDays),
        eq(citizenPhones.canContact, true),
        like(citizenPhones.number, '+55__9%'),
      ),
    )
    .orderBy(asc(citizens.createdAt), asc(citizens.id))
    .limit(limit);
}

const consent = (citizenId: string, at: Date) => ({
  organizationId: DEMO_ORG_ID,
  citizenId,
  channel: 'sms',
  purpose: 'aniversario',
  granted: true,
  legalBasis: 'consentimento',
  source: 'formulario',
  evidence: 'Formulário do site do mandato',
  text: 'Aceito receber mensagem de aniversário por SMS.',
  createdAt: at,
});

export async function seedGreetings(db: Db): Promise<void> {
  const [done] = await db
    .select({ id: greetingSettings.organizationId })
    .from(greetingSettings)
    .where(eq(greetingSettings.organizationId, DEMO_ORG_ID));
  if (done) return;
  await db.insert(greetingSettings).values({
    organizationId: DEMO_ORG_ID,
    enabled: true,
    channels: ['sms'],
    smsTemplate: DEFAULT_GREETING_TEMPLATES.sms,
    whatsappTemplate: DEFAULT_GREETING_TEMPLATES.whatsapp,
    sendHour: 9,
    maxPerMinute: 6,
    timeZone: TZ,
  });

  const statuses = await db
    .select({ id: demandStatuses.id, key: demandStatuses.key })
    .from(demandStatuses)
    .where(eq(demandStatuses.organizationId, DEMO_ORG_ID));
  for (const m of STATUS_MESSAGES) {
    const status = statuses.find((s) => s.key === m.key);
    if (!status) continue;
    await db
      .insert(demandStatusMessages)
      .values({
        statusId: status.id,
        organizationId: DEMO_ORG_ID,
        enabled: true,
        channel: m.channel,
        template: m.template,
      })
      .onConflictDoNothing();
  }

  const now = new Date();
  const clock = officeClock(now, TZ);
  const links = (await selectLinks(db, DEMO_ORG_ID, true)).map((l) => ({
    network: l.network as never,
    url: l.url,
    visible: l.visible,
  }));
  await db
    .insert(smsSettings)
    .values({ organizationId: DEMO_ORG_ID, webhookSecret: 'demo-sms-webhook-secret-0001' })
    .onConflictDoNothing();

  // Greeted this morning: at the send hour when it has passed, else in the last minutes.
  const today = await bornOn(db, clock.calendar, 4);
  const nine = new Date(now.getTime() - (clock.hour - 9) * 3_600_000 - now.getUTCMinutes() * 60_000);
  for (const [i, c] of today.entries()) {
    const at =
      clock.hour >= 9 ? new Date(nine.getTime() + i * 12_000) : new Date(now.getTime() - (5 - i) * 60_000);
    await db.insert(citizenConsents).values(consent(c.id, new Date(at.getTime() - 90 * DAY)));
    const values = messageFieldValues({ officeName: OFFICE, links, citizenName: c.socialName || c.name });
    const body = removeAccents(fillMessageFields(DEFAULT_GREETING_TEMPLATES.sms, values, 'greeting').trim());
    const counted = countSms(body);
    const smsId = crypto.randomUUID();
    const delivered = i !== 3;
    await db.insert(smsMessages).values({
      id: smsId,
      organizationId: DEMO_ORG_ID,
      citizenId: c.id,
      direction: 'out',
      kind: 'aniversario',
      purpose: 'aniversario',
      phone: c.phone,
      body,
      encoding: counted.encoding,
      segments: counted.segments,
      costCents: counted.segments * PRICE,
      // The last one is still on its way: the provider has it, the handset has not confirmed.
      status: delivered ? 'entregue' : 'enviada',
      provider: 'simulator',
      providerMessageId: `sim-sms-${smsId}`,
      attempts: 1,
      createdAt: at,
      sentAt: new Date(at.getTime() + 2000),
      deliveredAt: delivered ? new Date(at.getTime() + 8000) : null,
    });
    await db.insert(autoMessages).values({
      organizationId: DEMO_ORG_ID,
      citizenId: c.id,
      kind: 'aniversario',
      channel: 'sms',
      year: clock.calendar.year,
      smsMessageId: smsId,
      phone: c.phone,
      body,
      createdAt: at,
    });
  }

  // Tomorrow's: three agreed to the greeting, the rest are skipped in the preview with their reason.
  const tomorrow = await bornOn(db, nextDay(clock.calendar), 3);
  for (const c of tomorrow) {
    await db.insert(citizenConsents).values(consent(c.id, new Date(now.getTime() - 120 * DAY)));
  }
}
