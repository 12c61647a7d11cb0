// Demo documentos: ~40 in the demo office (ofícios from demandas to the prefeito and secretários, requerimentos,
// indicações, a moção, ofícios about emendas; drafts, emitted, some answered, some past their reply date) numbered through the protocol
// counters like 'Emitir', and the issuer siglas of the office. Deterministic, idempotent. Runs after the
// demandas and authorities seeds.
import { and, count, eq, inArray } from 'drizzle-orm';
import { documentIdentifier, type DocumentKind } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { authorities } from '../modules/authorities/authorities.table.ts';
import { localDay } from '../modules/citizens/citizens-dates.ts';
import { demands } from '../modules/demands/demands.table.ts';
import { fillTemplate, mergeValues, recipientOf } from '../modules/documents/documents-compose.ts';
import { DEFAULT_TEMPLATES, ensureDefaultTemplates } from '../modules/documents/documents-templates.ts';
import {
  documentReplies,
  documents,
  documentSettings,
  documentVersions,
} from '../modules/documents/documents.table.ts';
import { nextProtocolNumber } from '../modules/protocols/protocols.ts';
import { addDays } from '../modules/tasks/tasks.filter.ts';
import { linkableDemands, officeStaff } from './casework-seed-helpers.ts';
import { makeRng, pick } from './citizens-generate.ts';
import { seedAmendmentDocuments } from './documents-amendments.ts';
import { DEMO_ORG_ID } from './demo.ts';

const ISSUER = 'GAB-VER-HELENA/CMC';
/** What happens to each document, in order: d = draft, e = emitted waiting, l = late, a = answered. */
const PLAN = 'aaaaaaaaaaaaeeeeeeeeelllllllldddddddddddd';
const KINDS: DocumentKind[] = [
  'oficio',
  'oficio',
  'oficio',
  'indicacao',
  'requerimento',
  'oficio',
  'indicacao',
];
const REPLIES = [
  'A Secretaria informa que o serviço foi incluído na programação da equipe de manutenção para os próximos 15 dias.',
  'Em resposta, comunicamos que a solicitação foi atendida em vistoria realizada pela equipe técnica.',
  'Informamos que o pedido depende de dotação orçamentária e será reavaliado no próximo exercício.',
  'A Prefeitura agradece a indicação e informa que o local foi incluído no plano de obras do bairro.',
];

export async function seedDocuments(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.organizationId, DEMO_ORG_ID));
  if ((existing?.n ?? 0) > 0) return;
  await ensureDefaultTemplates(db, DEMO_ORG_ID);
  await db
    .insert(documentSettings)
    .values({ organizationId: DEMO_ORG_ID, issuer: ISSUER, city: 'Campinas' })
    .onConflictDoNothing();
  const people = await db
    .select()
    .from(authorities)
    .where(
      and(eq(authorities.organizationId, DEMO_ORG_ID), inArray(authorities.type, ['municipal', 'senhoria'])),
    );
  if (people.length === 0) return;
  const staff = await officeStaff(db, DEMO_ORG_ID);
  const linkable = await linkableDemands(db, DEMO_ORG_ID, PLAN.length);
  const rng = makeRng(4242);
  const today = localDay();
  for (const [i, fate] of [...PLAN].entries()) {
    const kind = KINDS[i % KINDS.length]!;
    const link = linkable[i % Math.max(linkable.length, 1)];
    const [demand] = link ? await db.select().from(demands).where(eq(demands.id, link.id)) : [];
    const authority = i % 4 === 0 ? people[0]! : pick(rng, people);
    const author = pick(rng, staff.responsibles);
    const values = await mergeValues(db, {
      organizationId: DEMO_ORG_ID,
      authority,
      demand: demand ?? null,
      citizen: null,
      occurrence: null,
      includeCitizenName: false,
      now: new Date(),
    });
    const filled = fillTemplate(DEFAULT_TEMPLATES[kind], values);
    const age =
      fate === 'd'
        ? Math.floor(rng() * 5)
        : fate === 'l'
          ? 40 + Math.floor(rng() * 50)
          : 5 + Math.floor(rng() * 90);
    const day = addDays(today, -age);
    const emitted = fate !== 'd';
    const year = Number(day.slice(0, 4));
    const number = emitted ? await nextProtocolNumber(db, DEMO_ORG_ID, `document:${kind}`, year) : null;
    const at = new Date(`${day}T13:${String(10 + (i % 40)).padStart(2, '0')}:00-03:00`);
    const replyDue = emitted ? addDays(day, fate === 'e' ? 45 : 30) : null;
    const [row] = await db
      .insert(documents)
      .values({
        organizationId: DEMO_ORG_ID,
        kind,
        number,
        year: emitted ? year : null,
        identifier: number ? documentIdentifier(kind, number, year, ISSUER) : null,
        subject: filled.subject || 'Solicitação de providências',
        bodyHtml: filled.bodyHtml,
        authorityId: authority.id,
        recipient: recipientOf(authority),
        signerName: 'Helena Duarte',
        signerCargo: 'Vereadora',
        demandId: demand?.id ?? null,
        citizenId: link?.citizenId ?? null,
        documentDate: emitted ? day : null,
        emittedAt: emitted ? at : null,
        emittedBy: emitted ? author : null,
        replyDueDate: replyDue,
        // A reply a few days after emission, never in the future.
        answeredAt:
          fate === 'a'
            ? new Date(Math.min(at.getTime() + (8 + (i % 15)) * 86_400_000, Date.now() - 3_600_000))
            : null,
        // The demo does not notify the late ones on the first tick: they are already in the list.
        replyNotifiedAt: fate !== 'a' && replyDue && replyDue < today ? new Date() : null,
        createdBy: author,
        updatedBy: author,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (emitted)
      await db.insert(documentVersions).values({
        organizationId: DEMO_ORG_ID,
        documentId: row!.id,
        revision: 1,
        snapshot: { identifier: row!.identifier, subject: row!.subject, bodyHtml: row!.bodyHtml },
        createdBy: author,
        createdAt: at,
      });
    if (fate === 'a')
      await db.insert(documentReplies).values({
        organizationId: DEMO_ORG_ID,
        documentId: row!.id,
        receivedOn: localDay(row!.answeredAt!),
        text: REPLIES[i % REPLIES.length]!,
        createdBy: author,
        createdAt: row!.answeredAt!,
      });
  }
  await seedAmendmentDocuments(db, people[0]!, pick(rng, staff.responsibles), ISSUER);
}
