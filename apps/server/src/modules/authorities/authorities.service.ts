// Contatos de autoridades: the letter forms default from the type and gender (tratamentoFor) unless sent,
// and follow a change of type, gender, cargo or the federal rule unless the office edited them in the same save.
import { and, eq, isNull } from 'drizzle-orm';
import {
  tratamentoFor,
  type Authority,
  type AuthorityGender,
  type AuthorityInput,
  type AuthorityType,
  type ListAuthoritiesQuery,
  type UpdateAuthorityInput,
  type AuditAction,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { findAuthority, selectAuthorityPage, type AuthorityView } from './authorities.repository.ts';
import { authorities } from './authorities.table.ts';

export function toAuthority(r: AuthorityView): Authority {
  return {
    _id: r.id,
    name: r.name,
    cargo: r.cargo,
    organ: r.organ,
    type: r.type as AuthorityType,
    gender: r.gender as AuthorityGender,
    plainFederal: r.plainFederal,
    tratamento: r.tratamento,
    abbreviation: r.abbreviation,
    vocativo: r.vocativo,
    addressing: r.addressing,
    closing: r.closing,
    phone: r.phone,
    mobile: r.mobile,
    email: r.email,
    street: r.street,
    cep: r.cep,
    city: r.city,
    uf: r.uf,
    birthday: r.birthday,
    assistantName: r.assistantName,
    assistantPhone: r.assistantPhone,
    assistantEmail: r.assistantEmail,
    notes: r.notes,
    documentsCount: r.documentsCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('AUTHORITY_NOT_FOUND', 404);

export async function getAuthority(deps: AppDeps, tenant: Tenant, id: string): Promise<Authority> {
  const row = await findAuthority(deps.database.db, tenant.organizationId, id);
  if (!row) throw notFound();
  return toAuthority(row);
}

export async function listAuthorities(deps: AppDeps, tenant: Tenant, query: ListAuthoritiesQuery) {
  const { rows, total } = await selectAuthorityPage(deps.database.db, tenant.organizationId, query);
  return {
    authorities: rows.map(toAuthority),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

const FORM_KEYS = ['tratamento', 'abbreviation', 'vocativo', 'addressing', 'closing'] as const;

/** The five forms: the computed ones for the type, gender and cargo, overridden by those sent. */
function forms(
  input: Partial<Record<(typeof FORM_KEYS)[number], string>>,
  type: AuthorityType,
  gender: AuthorityGender,
  cargo: string,
  plainFederal: boolean,
) {
  const computed = tratamentoFor(type, gender, cargo, plainFederal);
  const out = { ...computed };
  for (const key of FORM_KEYS) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'authority' as const,
  entityId: id,
  data,
});

function contactFields(input: UpdateAuthorityInput) {
  const { tratamento: _t, abbreviation: _a, vocativo: _v, addressing: _ad, closing: _c, ...rest } = input;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}

export async function createAuthority(deps: AppDeps, tenant: Tenant, input: AuthorityInput) {
  const { db } = deps.database;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authorities)
      .values({
        ...contactFields(input),
        name: input.name,
        cargo: input.cargo,
        type: input.type,
        gender: input.gender,
        ...forms(input, input.type, input.gender, input.cargo, input.plainFederal),
        organizationId: tenant.organizationId,
        createdBy: tenant.userId,
      })
      .returning({ id: authorities.id });
    await audit(tx, auditEntry(tenant, 'create', row!.id, { name: input.name, cargo: input.cargo }));
    return row!.id;
  });
  return getAuthority(deps, tenant, id);
}

export async function updateAuthority(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateAuthorityInput,
) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const before = await findAuthority(tx, tenant.organizationId, id);
    if (!before) throw notFound();
    const type = input.type ?? (before.type as AuthorityType);
    const gender = input.gender ?? (before.gender as AuthorityGender);
    const cargo = input.cargo ?? before.cargo;
    const plainFederal = input.plainFederal ?? before.plainFederal;
    const basisChanged =
      type !== before.type ||
      gender !== before.gender ||
      cargo !== before.cargo ||
      plainFederal !== before.plainFederal;
    // A new type, gender or cargo recomputes the forms; forms sent in the same save win.
    const letterForms = basisChanged
      ? forms(input, type, gender, cargo, plainFederal)
      : Object.fromEntries(FORM_KEYS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
    await tx
      .update(authorities)
      .set({ ...contactFields(input), ...letterForms, updatedAt: new Date() })
      .where(and(eq(authorities.id, id), eq(authorities.organizationId, tenant.organizationId)));
    await audit(tx, auditEntry(tenant, 'update', id, { name: before.name, changes: Object.keys(input) }));
  });
  return getAuthority(deps, tenant, id);
}

/** Soft delete: documents keep their recipient's snapshot, and the link stays for the history. */
export async function deleteAuthority(deps: AppDeps, tenant: Tenant, id: string) {
  await deps.database.db.transaction(async (tx) => {
    const before = await findAuthority(tx, tenant.organizationId, id);
    if (!before) throw notFound();
    await tx
      .update(authorities)
      .set({ deletedAt: new Date() })
      .where(and(eq(authorities.id, id), isNull(authorities.deletedAt)));
    await audit(tx, auditEntry(tenant, 'delete', id, { name: before.name }));
  });
}
