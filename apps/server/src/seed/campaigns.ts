// The demo office's campaigns: one finished ten days ago (an invitation to a public hearing on health, sent by
// SMS to those who authorised 'informativo', with deliveries, two switched-off phones and two citizens who
// opted out before their turn) and one scheduled for next week at 10h. Also the office's sending window with
// its sender identification. Idempotent; nothing here is due within the first minute.
import { and, asc, count, eq, isNull, like } from 'drizzle-orm';
import { countSms } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { renderCampaignText } from '../modules/campaigns/campaigns-text.ts';
import {
  campaignRecipients,
  campaigns,
  messageSuppressions,
  messagingSettings,
} from '../modules/campaigns/campaigns.table.ts';
import { citizenPhones, citizens } from '../modules/citizens/citizens.table.ts';
import { citizenConsents } from '../modules/privacy/privacy.table.ts';
import { smsMessages } from '../modules/sms/sms.table.ts';
import { users } from '../modules/users/users.table.ts';
import { DEMO_ORG_ID } from './demo.ts';

const OFFICE = 'Gabinete da Vereadora Helena Duarte';
const SENDER = 'Gabinete da Vereadora Helena Duarte, Camara Municipal de Campinas';
const DAY = 86_400_000;
const PRICE = 9;
const TEXT =
  'Ola, {{eleitor.primeiro_nome}}! Convidamos voce para a audiencia publica sobre a saude nos bairros, quinta, 19h, na Camara Municipal.';

export async function seedCampaigns(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(eq(campaigns.organizationId, DEMO_ORG_ID));
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(messagingSettings)
    .values({ organizationId: DEMO_ORG_ID, senderIdentification: SENDER })
    .onConflictDoNothing();
  await db
    .insert(messageSuppressions)
    .values({
      organizationId: DEMO_ORG_ID,
      address: '+5519991234000',
      reason: 'Número de telefone comunitário da associação: pediu para não receber avisos em massa',
    })
    .onConflictDoNothing();

  // Citizens with a mobile, after the ones the SMS history uses.
  const rows = await db
    .selectDistinctOn([citizens.createdAt, citizens.id], {
      id: citizens.id,
      name: citizens.name,
      socialName: citizens.socialName,
      neighborhood: citizens.neighborhood,
      phone: citizenPhones.number,
    })
    .from(citizens)
    .innerJoin(citizenPhones, eq(citizenPhones.citizenId, citizens.id))
    .where(
      and(
        eq(citizens.organizationId, DEMO_ORG_ID),
        isNull(citizens.deletedAt),
        isNull(citizens.mergedInto),
        eq(citizenPhones.canContact, true),
        like(citizenPhones.number, '+55__9%'),
      ),
    )
    .orderBy(asc(citizens.createdAt), asc(citizens.id))
    .offset(10)
    .limit(24);
  if (rows.length < 24) return;
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, DEMO_ORG_ID), eq(users.role, 'assessor')))
    .limit(1);
  const now = Date.now();
  const started = new Date(now - 10 * DAY);
  const finishedId = crypto.randomUUID();

  await db.insert(citizenConsents).values(
    rows.map((c) => ({
      organizationId: DEMO_ORG_ID,
      citizenId: c.id,
      channel: 'sms',
      purpose: 'informativo',
      granted: true,
      legalBasis: 'consentimento',
      source: 'formulario',
      evidence: 'Ficha de cadastro no plantão do gabinete',
      text: 'Autorizo o gabinete a me enviar informativos do mandato por SMS.',
      userId: staff?.id ?? null,
      createdAt: new Date(now - 60 * DAY),
    })),
  );
  // Two opted out on the morning of the send: skipped at send time.
  const optedOut = rows.slice(-2);
  await db.insert(citizenConsents).values(
    optedOut.map((c) => ({
      organizationId: DEMO_ORG_ID,
      citizenId: c.id,
      channel: 'sms',
      purpose: 'informativo',
      granted: false,
      legalBasis: 'consentimento',
      source: 'telefone',
      evidence: 'Ligação para o gabinete',
      text: 'Pediu por telefone para não receber mais informativos.',
      userId: staff?.id ?? null,
      createdAt: new Date(started.getTime() - 2 * 3_600_000),
    })),
  );

  await db.insert(campaigns).values({
    id: finishedId,
    organizationId: DEMO_ORG_ID,
    name: 'Convite: audiência pública sobre a saúde nos bairros',
    channel: 'sms',
    purpose: 'informativo',
    status: 'concluida',
    segmentFilter: { status: 'active', uf: 'SP' },
    segmentLabel: 'UF: SP',
    text: TEXT,
    removeAccents: true,
    startedAt: started,
    finishedAt: new Date(started.getTime() + 25 * 60_000),
    recipientsReady: true,
    createdBy: staff?.id ?? null,
    createdAt: new Date(started.getTime() - 30 * 60_000),
  });
  for (const [i, c] of rows.entries()) {
    const at = new Date(started.getTime() + i * 60_000);
    if (optedOut.includes(c)) {
      await db.insert(campaignRecipients).values({
        campaignId: finishedId,
        organizationId: DEMO_ORG_ID,
        citizenId: c.id,
        address: c.phone,
        timeZone: 'America/Sao_Paulo',
        status: 'excluido',
        reason: 'descadastrado',
        attempts: 1,
      });
      continue;
    }
    const failed = i === 3 || i === 11;
    const name = c.socialName || c.name;
    const body = renderCampaignText(
      { channel: 'sms', purpose: 'informativo', text: TEXT, removeAccents: true },
      name,
      OFFICE,
      SENDER,
    );
    const counted = countSms(body);
    const smsId = crypto.randomUUID();
    await db.insert(smsMessages).values({
      id: smsId,
      organizationId: DEMO_ORG_ID,
      campaignId: finishedId,
      citizenId: c.id,
      direction: 'out',
      kind: 'campaign',
      purpose: 'informativo',
      phone: c.phone,
      body,
      encoding: counted.encoding,
      segments: counted.segments,
      costCents: counted.segments * PRICE,
      status: failed ? 'falhou' : 'entregue',
      error: failed ? 'Celular desligado ou inexistente.' : null,
      provider: 'simulator',
      providerMessageId: `sim-sms-${smsId}`,
      attempts: 1,
      userId: staff?.id ?? null,
      createdAt: at,
      sentAt: new Date(at.getTime() + 1500),
      deliveredAt: failed ? null : new Date(at.getTime() + 8000),
      failedAt: failed ? new Date(at.getTime() + 30_000) : null,
    });
    await db.insert(campaignRecipients).values({
      campaignId: finishedId,
      organizationId: DEMO_ORG_ID,
      citizenId: c.id,
      address: c.phone,
      timeZone: 'America/Sao_Paulo',
      status: failed ? 'falhou' : 'enviada',
      error: failed ? 'Celular desligado ou inexistente.' : null,
      attempts: 1,
      smsMessageId: smsId,
      sentAt: new Date(at.getTime() + 1500),
    });
  }

  // Next week at 10h (Brasília), never within the first minute's tick.
  const next = new Date(now + 7 * DAY);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(next);
  const neighborhood = rows.find((c) => c.neighborhood)?.neighborhood ?? null;
  await db.insert(campaigns).values({
    organizationId: DEMO_ORG_ID,
    name: `Mutirão de limpeza${neighborhood ? ` no ${neighborhood}` : ''}`,
    channel: 'sms',
    purpose: 'informativo',
    status: 'agendada',
    segmentFilter: neighborhood ? { status: 'active', neighborhood } : { status: 'active' },
    segmentLabel: neighborhood ? `Bairro: ${neighborhood}` : 'Todos os eleitores',
    text: `Ola, {{eleitor.primeiro_nome}}! No sabado tem mutirao de limpeza${neighborhood ? ` no ${neighborhood}` : ''}, das 8h as 12h. Traga luvas! Participe.`,
    removeAccents: true,
    scheduledAt: new Date(`${day}T10:00:00-03:00`),
    createdBy: staff?.id ?? null,
    createdAt: new Date(now - DAY),
  });
}
