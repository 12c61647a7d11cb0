// What a new draft starts with: the template for the kind filled from its links (authority, demanda, citizen,
// atendimento, office), and the recipient block from the authority's stored forms.
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  amendmentLabel,
  dateExtenso,
  formatBrl,
  fillDocumentMergeFields,
  unknownDocumentMergeFields,
  type DocumentMergeField,
  type Recipient,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { amendments } from '../amendments/amendments.table.ts';
import { authorities } from '../authorities/authorities.table.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demandCitizens, demands } from '../demands/demands.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { occurrences } from '../occurrences/occurrences.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { formatProtocol } from '../protocols/protocols.ts';

export const EMPTY_RECIPIENT: Recipient = {
  name: '',
  cargo: '',
  organ: '',
  addressing: '',
  vocativo: '',
  closing: 'Atenciosamente,',
  street: '',
  cityLine: '',
  email: '',
};

export async function authorityOf(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(authorities)
    .where(
      and(
        eq(authorities.id, id),
        eq(authorities.organizationId, organizationId),
        isNull(authorities.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('AUTHORITY_NOT_FOUND', 404);
  return row;
}

export function recipientOf(a: typeof authorities.$inferSelect): Recipient {
  const cityLine = [a.cep, [a.city, a.uf].filter(Boolean).join('/')].filter(Boolean).join(' ');
  return {
    name: a.name,
    cargo: a.cargo,
    organ: a.organ ?? '',
    addressing: a.addressing,
    vocativo: a.vocativo,
    closing: a.closing,
    street: a.street ?? '',
    cityLine,
    email: a.email ?? '',
  };
}

export async function demandOf(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(demands)
    .where(and(eq(demands.id, id), eq(demands.organizationId, organizationId), isNull(demands.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('DEMAND_NOT_FOUND', 404);
  return row;
}

/** The demanda's first citizen: a document from a demanda shows on that person's timeline. */
export async function demandCitizenOf(db: Db, demandId: string) {
  const [row] = await db
    .select({ citizenId: demandCitizens.citizenId })
    .from(demandCitizens)
    .where(eq(demandCitizens.demandId, demandId))
    .orderBy(asc(demandCitizens.position))
    .limit(1);
  return row?.citizenId ?? null;
}

export async function citizenOf(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: citizens.id, name: citizens.name, neighborhood: citizens.neighborhood })
    .from(citizens)
    .where(and(eq(citizens.id, id), eq(citizens.organizationId, organizationId), isNull(citizens.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('CITIZEN_NOT_FOUND', 404);
  return row;
}

export async function occurrenceOf(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(occurrences)
    .where(
      and(
        eq(occurrences.id, id),
        eq(occurrences.organizationId, organizationId),
        isNull(occurrences.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('OCCURRENCE_NOT_FOUND', 404);
  return row;
}

/** The office's emenda (not in the bin) with the names its merge fields print. */
export async function amendmentOf(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({
      id: amendments.id,
      number: amendments.number,
      year: amendments.year,
      code: amendments.code,
      object: amendments.object,
      author: amendments.author,
      indicated: amendments.indicated,
      city: municipalities.name,
      uf: amendments.uf,
      institution: institutions.name,
    })
    .from(amendments)
    .leftJoin(municipalities, eq(municipalities.ibge, amendments.cityIbge))
    .leftJoin(institutions, eq(institutions.id, amendments.institutionId))
    .where(
      and(eq(amendments.id, id), eq(amendments.organizationId, organizationId), isNull(amendments.deletedAt)),
    )
    .limit(1);
  if (!row) throw new AppError('AMENDMENT_NOT_FOUND', 404);
  return row;
}
export type ComposeAmendment = Awaited<ReturnType<typeof amendmentOf>>;

export interface ComposeLinks {
  organizationId: string;
  authority: typeof authorities.$inferSelect | null;
  demand: typeof demands.$inferSelect | null;
  citizen: { name: string; neighborhood: string | null } | null;
  occurrence: typeof occurrences.$inferSelect | null;
  /** Optional: callers that never link an emenda (the seed's ofícios) leave it out. */
  amendment?: ComposeAmendment | null;
  includeCitizenName: boolean;
  now: Date;
}

/** The value of every merge field for these links (empty when the link is missing). */
export async function mergeValues(db: Db, links: ComposeLinks) {
  const [org] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, links.organizationId))
    .limit(1);
  const today = localDay(links.now);
  const [y, m, dd] = today.split('-');
  const { authority: a, demand: dm, citizen: c, occurrence: o } = links;
  const em = links.amendment ?? null;
  const address = dm
    ? [[dm.street, dm.number].filter(Boolean).join(', '), dm.neighborhood].filter(Boolean).join(' - ')
    : '';
  const values: Record<DocumentMergeField, string> = {
    'hoje.extenso': dateExtenso(today),
    'hoje.data': `${dd}/${m}/${y}`,
    'gabinete.nome': org?.name ?? '',
    'gabinete.municipio': org?.municipio ?? '',
    'parlamentar.nome': org?.representativeName ?? '',
    'parlamentar.cargo': org?.cargo ?? '',
    'autoridade.nome': a?.name ?? '',
    'autoridade.cargo': a?.cargo ?? '',
    'autoridade.orgao': a?.organ ?? '',
    'autoridade.tratamento': a?.tratamento ?? '',
    'autoridade.abreviatura': a?.abbreviation ?? '',
    'autoridade.vocativo': a?.vocativo ?? '',
    'cidadao.nome': links.includeCitizenName ? (c?.name ?? '') : '',
    'cidadao.bairro': c?.neighborhood ?? '',
    'demanda.protocolo': dm ? formatProtocol(dm.protocolYear, dm.protocolNumber) : '',
    'demanda.titulo': dm?.title ?? '',
    'demanda.descricao': dm?.description ?? '',
    'demanda.endereco': address,
    'atendimento.assunto': o?.subject ?? '',
    'atendimento.descricao': o?.description ?? '',
    'emenda.numero': em ? amendmentLabel(em) : '',
    'emenda.objeto': em?.object ?? '',
    'emenda.valor': em && em.indicated > 0 ? formatBrl(em.indicated) : '',
    'emenda.autor': em?.author ?? '',
    'emenda.municipio': em?.city ? `${em.city}${em.uf ? `/${em.uf}` : ''}` : '',
    'emenda.beneficiario': em?.institution ?? '',
  };
  return values;
}

/** The template's subject and body filled; unknown {{campos}} stay and are listed. */
export function fillTemplate(
  template: { subject: string; bodyHtml: string },
  values: Record<DocumentMergeField, string>,
) {
  const unknown = [
    ...new Set([
      ...unknownDocumentMergeFields(template.subject),
      ...unknownDocumentMergeFields(template.bodyHtml),
    ]),
  ];
  return {
    subject: fillDocumentMergeFields(template.subject, values, false).replace(/\s+/g, ' ').trim(),
    // A paragraph left empty by a missing value ('<p></p>') disappears.
    bodyHtml: fillDocumentMergeFields(template.bodyHtml, values, true).replace(/<p>\s*<\/p>/g, ''),
    unknown,
  };
}
