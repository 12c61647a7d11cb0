// The demo office's SMS history: messages delivered, one that failed (phone switched off), a citizen's
// reply, and an opt-out ('SAIR') with the consent revoked and the confirmation sent. Each recipient gets an
// SMS consent first (a form on the mandate's site), as the send rules require. Idempotent.
import { and, asc, count, eq, isNull, like } from 'drizzle-orm';
import {
  countSms,
  firstNameOf,
  removeAccents,
  smsOptOutConfirmation,
  type CONSENT_PURPOSES,
} from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { citizenPhones, citizens } from '../modules/citizens/citizens.table.ts';
import { citizenConsents } from '../modules/privacy/privacy.table.ts';
import { smsMessages, smsSettings } from '../modules/sms/sms.table.ts';
import { users } from '../modules/users/users.table.ts';
import { DEMO_ORG_ID } from './demo.ts';

const OFFICE = 'Gabinete da Vereadora Helena Duarte';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRICE = 9;

interface Plan {
  purpose: (typeof CONSENT_PURPOSES)[number];
  text: (first: string) => string;
  status: 'entregue' | 'falhou';
  daysAgo: number;
  reply?: string;
}

const PLANS: Plan[] = [
  {
    purpose: 'atendimento',
    text: (n) =>
      `Ola, ${n}! Sua demanda sobre a iluminacao da sua rua foi encaminhada a Prefeitura de Campinas. ${OFFICE}.`,
    status: 'entregue',
    daysAgo: 6,
  },
  {
    purpose: 'informativo',
    text: (n) =>
      `${n}, convidamos voce para a audiencia publica sobre o transporte coletivo, quinta, 19h, na Camara Municipal. ${OFFICE}.`,
    status: 'entregue',
    daysAgo: 4,
  },
  {
    purpose: 'atendimento',
    text: (n) =>
      `Ola, ${n}! O gabinete tem uma resposta sobre a sua solicitacao de vaga em creche. Ligue (19) 3736-1000.`,
    status: 'falhou',
    daysAgo: 3,
  },
  {
    purpose: 'atendimento',
    text: (n) => `${n}, sua consulta no posto de saude foi remarcada para o dia 12, as 9h. ${OFFICE}.`,
    status: 'entregue',
    daysAgo: 2,
    reply: 'Obrigado! Vou passar no gabinete na quinta para levar os documentos.',
  },
  {
    purpose: 'informativo',
    text: (n) =>
      `${n}, o mutirao de castracao de caes e gatos acontece no sabado no Parque Ecologico. ${OFFICE}.`,
    status: 'entregue',
    daysAgo: 1,
    reply: 'Sair',
  },
];

export async function seedSms(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(smsMessages)
    .where(eq(smsMessages.organizationId, DEMO_ORG_ID));
  if ((existing?.n ?? 0) > 0) return;
  // Mobiles of the office's oldest citizens, one per citizen.
  const rows = await db
    .selectDistinctOn([citizens.createdAt, citizens.id], {
      id: citizens.id,
      name: citizens.name,
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
    .limit(PLANS.length);
  if (rows.length < PLANS.length) return;
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, DEMO_ORG_ID), eq(users.role, 'assessor')))
    .limit(1);
  await db
    .insert(smsSettings)
    .values({ organizationId: DEMO_ORG_ID, webhookSecret: 'demo-sms-webhook-secret-0001' })
    .onConflictDoNothing();
  const now = Date.now();

  for (const [i, plan] of PLANS.entries()) {
    const citizen = rows[i]!;
    const sentAt = new Date(now - plan.daysAgo * DAY);
    await db.insert(citizenConsents).values({
      organizationId: DEMO_ORG_ID,
      citizenId: citizen.id,
      channel: 'sms',
      purpose: plan.purpose,
      granted: true,
      legalBasis: 'consentimento',
      source: 'formulario',
      evidence: 'Formulário do site do mandato',
      text: 'Autorizo o gabinete a me enviar SMS.',
      userId: staff?.id ?? null,
      createdAt: new Date(sentAt.getTime() - 20 * DAY),
    });
    // Sent with 'Remover acentos' on, as offices do to keep 160 characters per segment.
    const body = removeAccents(plan.text(firstNameOf(citizen.name)));
    const c = countSms(body);
    const id = crypto.randomUUID();
    await db.insert(smsMessages).values({
      id,
      organizationId: DEMO_ORG_ID,
      citizenId: citizen.id,
      direction: 'out',
      kind: 'manual',
      purpose: plan.purpose,
      phone: citizen.phone,
      body,
      encoding: c.encoding,
      segments: c.segments,
      costCents: c.segments * PRICE,
      status: plan.status,
      error: plan.status === 'falhou' ? 'Celular desligado ou inexistente.' : null,
      provider: 'simulator',
      providerMessageId: `sim-sms-${id}`,
      attempts: 1,
      userId: staff?.id ?? null,
      createdAt: sentAt,
      sentAt: new Date(sentAt.getTime() + 2000),
      deliveredAt: plan.status === 'entregue' ? new Date(sentAt.getTime() + 9000) : null,
      failedAt: plan.status === 'falhou' ? new Date(sentAt.getTime() + 30_000) : null,
    });
    if (!plan.reply) continue;
    const repliedAt = new Date(sentAt.getTime() + 2 * HOUR);
    const optOut = plan.reply.toUpperCase() === 'SAIR';
    const r = countSms(plan.reply);
    await db.insert(smsMessages).values({
      organizationId: DEMO_ORG_ID,
      citizenId: citizen.id,
      direction: 'in',
      kind: optOut ? 'opt_out' : 'reply',
      phone: citizen.phone,
      body: plan.reply,
      encoding: r.encoding,
      segments: r.segments,
      status: 'recebida',
      provider: 'simulator',
      providerMessageId: `sim-sms-in-${crypto.randomUUID()}`,
      createdAt: repliedAt,
    });
    if (!optOut) continue;
    await db.insert(citizenConsents).values(
      (['atendimento', 'informativo', 'aniversario', 'eleitoral'] as const).map((purpose) => ({
        organizationId: DEMO_ORG_ID,
        citizenId: citizen.id,
        channel: 'sms',
        purpose,
        granted: false,
        legalBasis: 'consentimento',
        source: 'sms',
        evidence: 'Resposta por SMS',
        text: 'Resposta “Sair” por SMS.',
        createdAt: repliedAt,
      })),
    );
    const confirmation = smsOptOutConfirmation(OFFICE);
    const k = countSms(confirmation);
    const confirmationId = crypto.randomUUID();
    await db.insert(smsMessages).values({
      id: confirmationId,
      organizationId: DEMO_ORG_ID,
      citizenId: citizen.id,
      direction: 'out',
      kind: 'opt_out_confirmation',
      phone: citizen.phone,
      body: confirmation,
      encoding: k.encoding,
      segments: k.segments,
      costCents: k.segments * PRICE,
      status: 'entregue',
      provider: 'simulator',
      providerMessageId: `sim-sms-${confirmationId}`,
      attempts: 1,
      createdAt: new Date(repliedAt.getTime() + 1000),
      sentAt: new Date(repliedAt.getTime() + 2000),
      deliveredAt: new Date(repliedAt.getTime() + 8000),
    });
  }
}
