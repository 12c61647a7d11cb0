// The office's templates per kind (merge fields checked against DOCUMENT_MERGE_FIELDS) and its document
// settings (issuer siglas, city, signature, reply days per kind). Every office starts with one template per kind.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_REPLY_DAYS,
  DOCUMENT_KINDS,
  DOCUMENT_MERGE_FIELDS,
  unknownDocumentMergeFields,
  type DocumentKind,
  type DocumentSettings,
  type DocumentTemplate,
  type DocumentTemplateInput,
} from '@gabinete/shared';
import type { z } from 'zod';
import type { DocumentSettingsInputSchema, UpdateDocumentTemplateInputSchema } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { registerOfficeSetup } from '../organizations/office-setup.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { cleanBodyHtml } from './documents-html.ts';
import { documentSettings, documentTemplates } from './documents.table.ts';

const P = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** One template per kind for a new office (pt-BR, padrão ofício wording). */
export const DEFAULT_TEMPLATES: Record<DocumentKind, { name: string; subject: string; bodyHtml: string }> = {
  oficio: {
    name: 'Ofício a partir de demanda',
    subject: '{{demanda.titulo}}',
    bodyHtml: P(
      'Cumprimentando {{autoridade.abreviatura}} cordialmente, encaminho a solicitação registrada neste gabinete sob o protocolo {{demanda.protocolo}}, referente a: {{demanda.titulo}}.',
      '{{demanda.descricao}}',
      'O local indicado é {{demanda.endereco}}.',
      'Diante do exposto, solicito a gentileza de determinar as providências cabíveis e de informar a este gabinete as medidas adotadas.',
    ),
  },
  memorando: {
    name: 'Memorando interno',
    subject: '',
    bodyHtml: P('Encaminho, para conhecimento e providências, o assunto em epígrafe.'),
  },
  requerimento: {
    name: 'Requerimento de informações',
    subject: 'Pedido de informações: {{demanda.titulo}}',
    bodyHtml: P(
      'Requeiro, nos termos regimentais e do art. 50, § 2º, da Constituição Federal, que seja oficiado {{autoridade.cargo}} solicitando, no prazo de 30 (trinta) dias, as seguintes informações sobre {{demanda.titulo}}:',
      '1. Há previsão de atendimento da solicitação? Em caso afirmativo, qual o prazo?',
      '2. Quais providências já foram adotadas?',
    ),
  },
  indicacao: {
    name: 'Indicação ao Executivo',
    subject: '{{demanda.titulo}}',
    bodyHtml: P(
      'Indico a {{autoridade.tratamento}}, nos termos regimentais, a adoção de providências para {{demanda.titulo}}, no endereço {{demanda.endereco}}.',
      'Justificativa: {{demanda.descricao}}',
    ),
  },
  mocao: {
    name: 'Moção de aplauso',
    subject: 'Moção de aplauso',
    bodyHtml: P(
      'Apresento à consideração do Plenário a presente Moção de Aplauso, pelos relevantes serviços prestados à comunidade de {{gabinete.municipio}}.',
    ),
  },
  projeto: {
    name: 'Projeto de lei (minuta)',
    subject: 'Dispõe sobre…',
    bodyHtml: P('Art. 1º …', 'Art. 2º Esta Lei entra em vigor na data de sua publicação.'),
  },
};

export async function ensureDefaultTemplates(tx: Db, organizationId: string): Promise<void> {
  const [any] = await tx
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(eq(documentTemplates.organizationId, organizationId))
    .limit(1);
  if (any) return;
  await tx
    .insert(documentTemplates)
    .values(
      DOCUMENT_KINDS.map((kind) => ({ organizationId, kind, ...DEFAULT_TEMPLATES[kind], isDefault: true })),
    )
    .onConflictDoNothing();
}
registerOfficeSetup('document-templates', ensureDefaultTemplates);

type TemplateRow = typeof documentTemplates.$inferSelect;
const toTemplate = (r: TemplateRow): DocumentTemplate => ({
  _id: r.id,
  kind: r.kind,
  name: r.name,
  subject: r.subject,
  bodyHtml: r.bodyHtml,
  isDefault: r.isDefault,
  updatedAt: r.updatedAt.toISOString(),
});

export const MERGE_FIELD_LIST = Object.entries(DOCUMENT_MERGE_FIELDS).map(([name, description]) => ({
  name: `{{${name}}}`,
  description,
}));

export async function listTemplates(deps: AppDeps, tenant: Tenant) {
  const { db } = deps.database;
  await ensureDefaultTemplates(db, tenant.organizationId);
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(
      and(eq(documentTemplates.organizationId, tenant.organizationId), isNull(documentTemplates.deletedAt)),
    )
    .orderBy(
      asc(documentTemplates.kind),
      sql`${documentTemplates.isDefault} desc`,
      asc(documentTemplates.name),
    );
  return { templates: rows.map(toTemplate), fields: MERGE_FIELD_LIST };
}

export async function findTemplate(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.id, id),
        eq(documentTemplates.organizationId, organizationId),
        isNull(documentTemplates.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('DOCUMENT_TEMPLATE_NOT_FOUND', 404);
  return row;
}

/** The kind's default template (or its first one), null when the office has none for the kind. */
export async function defaultTemplate(db: Db, organizationId: string, kind: DocumentKind) {
  await ensureDefaultTemplates(db, organizationId);
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.organizationId, organizationId),
        eq(documentTemplates.kind, kind),
        isNull(documentTemplates.deletedAt),
      ),
    )
    .orderBy(sql`${documentTemplates.isDefault} desc`, asc(documentTemplates.createdAt))
    .limit(1);
  return row ?? null;
}

/** A template may only use known merge fields: the unknown ones are named in the 400. */
function checkFields(subject: string, bodyHtml: string) {
  const unknown = [
    ...new Set([...unknownDocumentMergeFields(subject), ...unknownDocumentMergeFields(bodyHtml)]),
  ];
  if (unknown.length > 0)
    throw new AppError(
      'DOCUMENT_FIELD_UNKNOWN',
      400,
      `O modelo usa ${unknown.length === 1 ? 'um campo desconhecido' : 'campos desconhecidos'}: ${unknown
        .map((f) => `{{${f}}}`)
        .join(', ')}. Veja a lista de campos disponíveis.`,
      { bodyHtml: `Campo desconhecido: ${unknown.map((f) => `{{${f}}}`).join(', ')}` },
    );
}

const templateAudit = (tenant: Tenant, action: 'create' | 'update' | 'delete', id: string, name: string) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'document_template' as const,
  entityId: id,
  data: { name },
});

/** Making a template the default takes the mark from the kind's previous default. */
async function clearDefault(tx: Db, organizationId: string, kind: DocumentKind) {
  await tx
    .update(documentTemplates)
    .set({ isDefault: false })
    .where(and(eq(documentTemplates.organizationId, organizationId), eq(documentTemplates.kind, kind)));
}

export async function createTemplate(deps: AppDeps, tenant: Tenant, input: DocumentTemplateInput) {
  const bodyHtml = cleanBodyHtml(input.bodyHtml);
  checkFields(input.subject, bodyHtml);
  const row = await deps.database.db.transaction(async (tx) => {
    if (input.isDefault) await clearDefault(tx, tenant.organizationId, input.kind);
    const [created] = await tx
      .insert(documentTemplates)
      .values({ ...input, bodyHtml, organizationId: tenant.organizationId })
      .returning();
    await audit(tx, templateAudit(tenant, 'create', created!.id, input.name));
    return created!;
  });
  return toTemplate(row);
}

export async function updateTemplate(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof UpdateDocumentTemplateInputSchema>,
) {
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await findTemplate(tx, tenant.organizationId, id);
    const next = {
      ...input,
      ...(input.bodyHtml !== undefined && { bodyHtml: cleanBodyHtml(input.bodyHtml) }),
    };
    checkFields(next.subject ?? before.subject, next.bodyHtml ?? before.bodyHtml);
    const kind = next.kind ?? before.kind;
    if (next.isDefault) await clearDefault(tx, tenant.organizationId, kind);
    const [updated] = await tx
      .update(documentTemplates)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(documentTemplates.id, id))
      .returning();
    await audit(tx, templateAudit(tenant, 'update', id, updated!.name));
    return updated!;
  });
  return toTemplate(row);
}

export async function deleteTemplate(deps: AppDeps, tenant: Tenant, id: string) {
  await deps.database.db.transaction(async (tx) => {
    const before = await findTemplate(tx, tenant.organizationId, id);
    await tx
      .update(documentTemplates)
      .set({ deletedAt: new Date(), isDefault: false })
      .where(eq(documentTemplates.id, id));
    await audit(tx, templateAudit(tenant, 'delete', id, before.name));
  });
}

// Settings -----------------------------------------------------------------------------------------------

export async function loadSettings(db: Db, organizationId: string): Promise<DocumentSettings> {
  const [row] = await db
    .select({
      issuer: documentSettings.issuer,
      city: documentSettings.city,
      signerName: documentSettings.signerName,
      signerCargo: documentSettings.signerCargo,
      replyDays: documentSettings.replyDays,
      municipio: organizations.municipio,
      representativeName: organizations.representativeName,
      cargo: organizations.cargo,
    })
    .from(organizations)
    .leftJoin(documentSettings, eq(documentSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return {
    issuer: row?.issuer ?? 'GAB',
    city: row?.city ?? row?.municipio ?? '',
    signerName: row?.signerName ?? row?.representativeName ?? '',
    signerCargo: row?.signerCargo ?? row?.cargo ?? '',
    replyDays: { ...DEFAULT_REPLY_DAYS, ...(row?.replyDays ?? {}) },
  };
}

export async function updateSettings(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof DocumentSettingsInputSchema>,
): Promise<DocumentSettings> {
  const { db } = deps.database;
  const current = await loadSettings(db, tenant.organizationId);
  const next = {
    issuer: input.issuer ?? current.issuer,
    city: input.city ?? current.city,
    signerName: input.signerName ?? current.signerName,
    signerCargo: input.signerCargo ?? current.signerCargo,
    replyDays: { ...current.replyDays, ...(input.replyDays ?? {}) },
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(documentSettings)
      .values({ organizationId: tenant.organizationId, ...next })
      .onConflictDoUpdate({
        target: documentSettings.organizationId,
        set: { ...next, updatedAt: new Date() },
      });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'update',
      entity: 'document_template',
      entityId: null,
      data: { settings: Object.keys(input) },
    });
  });
  return next;
}
