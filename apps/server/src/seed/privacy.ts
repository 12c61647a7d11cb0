// Demo LGPD records: consents for ~60% of the demo office's citizens (some revoked later) and four titular
// requests (one overdue, one concluded). Runs after the citizens seed; does nothing without citizens; idempotent.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';
import { citizenConsents, privacyRequests } from '../modules/privacy/privacy.table.ts';
import { users } from '../modules/users/users.table.ts';
import { makeRng, pick, type Rng } from './citizens-generate.ts';
import { DEMO_ORG_ID } from './demo.ts';

type ConsentInsert = typeof citizenConsents.$inferInsert;

const DAY = 86_400_000;
const TEXTS: Record<string, string> = {
  atendimento: 'Autorizo o gabinete a me contatar sobre o andamento das minhas solicitações.',
  informativo: 'Quero receber o informativo do mandato.',
  aniversario: 'Aceito receber mensagem de aniversário.',
  eleitoral: 'Autorizo, de forma específica e destacada, o envio de comunicação eleitoral.',
};
// Channel × purpose pairs people typically accept, the most common first.
const PAIRS: [string, string][] = [
  ['whatsapp', 'atendimento'],
  ['whatsapp', 'informativo'],
  ['whatsapp', 'aniversario'],
  ['email', 'informativo'],
  ['sms', 'atendimento'],
  ['telefone', 'atendimento'],
  ['correspondencia', 'informativo'],
  ['whatsapp', 'eleitoral'],
];
const SOURCES = ['formulario', 'whatsapp', 'papel', 'presencial', 'telefone'] as const;

function evidenceOf(rng: Rng, source: string): string | null {
  if (source === 'papel') return `Termo nº ${String(Math.floor(rng() * 900) + 100).padStart(4, '0')}/2025`;
  if (source === 'whatsapp') return 'Resposta "SIM" na conversa do WhatsApp';
  if (source === 'formulario') return 'Formulário do site do mandato';
  return null;
}

function consentsFor(
  rng: Rng,
  citizenId: string,
  since: Date,
  staff: string[],
  now: number,
): ConsentInsert[] {
  const rows: ConsentInsert[] = [];
  const taken = new Set<number>();
  const howMany = 1 + Math.floor(rng() * 3);
  for (let i = 0; i < howMany; i++) {
    // Skewed towards the first pairs: most people only accept service messages on WhatsApp.
    const index = Math.min(PAIRS.length - 1, Math.floor(rng() * rng() * PAIRS.length));
    if (taken.has(index)) continue;
    taken.add(index);
    const [channel, purpose] = PAIRS[index]!;
    const at = Math.min(now - DAY, since.getTime() + Math.floor(rng() * 200) * DAY);
    const source = pick(rng, SOURCES);
    const base = {
      organizationId: DEMO_ORG_ID,
      citizenId,
      channel,
      purpose,
      legalBasis: 'consentimento',
      userId: pick(rng, staff),
    };
    rows.push({
      ...base,
      granted: true,
      source,
      evidence: evidenceOf(rng, source),
      text: TEXTS[purpose],
      createdAt: new Date(at),
    });
    if (rng() < 0.15) {
      // Changed their mind later (opt-out by WhatsApp reply or phone call).
      const later = Math.min(now - 3_600_000, at + (5 + Math.floor(rng() * 60)) * DAY);
      rows.push({
        ...base,
        granted: false,
        source: pick(rng, ['whatsapp', 'telefone'] as const),
        evidence: 'Pediu para não receber mais',
        text: null,
        createdAt: new Date(later),
      });
    }
  }
  return rows;
}

export async function seedPrivacy(db: Db): Promise<void> {
  const people = await db
    .select({ id: citizens.id, createdAt: citizens.createdAt })
    .from(citizens)
    .where(and(eq(citizens.organizationId, DEMO_ORG_ID), isNull(citizens.deletedAt)))
    .orderBy(asc(citizens.createdAt), asc(citizens.id))
    // The demo seed's own citizens, not an office someone filled with a million rows.
    .limit(1000);
  if (people.length === 0) return;
  const staffRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@gabinete.demo', 'assessor@gabinete.demo', 'recepcao@gabinete.demo']));
  const staff = staffRows.map((u) => u.id);
  const admin = staffRows.find((u) => u.email === 'admin@gabinete.demo')?.id ?? null;
  const rng = makeRng(5300108);
  const now = Date.now();

  const [consentCount] = await db
    .select({ n: count() })
    .from(citizenConsents)
    .where(eq(citizenConsents.organizationId, DEMO_ORG_ID));
  if ((consentCount?.n ?? 0) === 0 && staff.length > 0) {
    const rows = people
      .filter(() => rng() < 0.6)
      .flatMap((p) => consentsFor(rng, p.id, p.createdAt, staff, now));
    for (let i = 0; i < rows.length; i += 500)
      await db.insert(citizenConsents).values(rows.slice(i, i + 500));
  }

  const [requestCount] = await db
    .select({ n: count() })
    .from(privacyRequests)
    .where(eq(privacyRequests.organizationId, DEMO_ORG_ID));
  if ((requestCount?.n ?? 0) > 0) return;
  const who = (i: number) => people[(i * 37) % people.length]!.id;
  const ago = (ms: number) => new Date(now - ms);
  const base = { organizationId: DEMO_ORG_ID, createdBy: staff[1] ?? admin };
  await db.insert(privacyRequests).values([
    // Overdue: 48 h to erase, opened four days ago.
    {
      ...base,
      citizenId: who(1),
      type: 'eliminacao',
      channel: 'E-mail',
      details: 'Pediu a exclusão de todos os seus dados do cadastro do gabinete.',
      dueAt: ago(2 * DAY),
      createdAt: ago(4 * DAY),
    },
    {
      ...base,
      citizenId: who(2),
      type: 'acesso',
      channel: 'Balcão do gabinete',
      details: 'Quer saber quais dados o gabinete tem sobre ela.',
      status: 'concluida',
      response: 'Dados entregues em arquivo JSON por e-mail.',
      dueAt: ago(5 * DAY),
      createdAt: ago(20 * DAY),
      resolvedBy: admin,
      resolvedAt: ago(12 * DAY),
    },
    {
      ...base,
      citizenId: who(3),
      type: 'correcao',
      channel: 'Telefone',
      details: 'O endereço cadastrado está desatualizado.',
      status: 'em_andamento',
      dueAt: new Date(now + 12 * DAY),
      createdAt: ago(3 * DAY),
    },
    {
      ...base,
      citizenId: who(4),
      type: 'oposicao',
      channel: 'WhatsApp',
      details: 'Respondeu "SAIR" ao informativo.',
      dueAt: new Date(now + 42 * 3_600_000),
      createdAt: ago(6 * 3_600_000),
    },
  ]);
}
