// LGPD eliminação: the citizen's personal data erased in one transaction; the id stays so linked records keep pointing at it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { requireCitizen } from '../citizen-reports/citizen-ref.ts';
import { listAnonymizeHooks } from '../citizens/citizens.extensions.ts';
import { citizenChanges, citizenEmails, citizenPhones, citizens } from '../citizens/citizens.table.ts';
import { citizenTags } from '../tags/tags.table.ts';

export const ANONYMIZED_NAME = 'Titular anonimizado';
export const ERASED = '[anonimizado]';
/** Why a message still waiting to go out to an anonymised citizen never went. */
export const ERASED_BEFORE_SENDING = 'Titular anonimizado (LGPD) antes do envio.';

export async function anonymizeCitizen(db: Db, tenant: Tenant, citizenId: string): Promise<void> {
  const org = tenant.organizationId;
  await requireCitizen(db, org, citizenId);
  await db.transaction(async (tx) => {
    await tx
      .update(citizens)
      .set({
        name: ANONYMIZED_NAME,
        socialName: null,
        nickname: null,
        cpf: null,
        rg: null,
        birthDate: null,
        gender: null,
        voterTitle: null,
        voterZone: null,
        voterSection: null,
        profession: null,
        cep: null,
        street: null,
        number: null,
        complement: null,
        neighborhood: null,
        cityIbge: null,
        uf: null,
        referencePoint: null,
        lat: null,
        lng: null,
        leaderId: null,
        notes: null,
        updatedAt: new Date(),
      })
      .where(and(eq(citizens.id, citizenId), eq(citizens.organizationId, org)));
    await tx.delete(citizenPhones).where(eq(citizenPhones.citizenId, citizenId));
    await tx.delete(citizenEmails).where(eq(citizenEmails.citizenId, citizenId));
    await tx.delete(citizenTags).where(eq(citizenTags.citizenId, citizenId));
    // SMS, automatic messages, campaign recipients…: each area erases what it keeps about the person.
    for (const hook of listAnonymizeHooks()) await hook(tx, org, citizenId);
    // The history keeps who changed which field and when, never the values.
    await tx.execute(sql`
      update ${citizenChanges} set changes = coalesce((
        select jsonb_agg(jsonb_build_object('field', e->'field', 'from', ${ERASED}::text, 'to', ${ERASED}::text))
        from jsonb_array_elements(${citizenChanges.changes}) e), '[]'::jsonb)
      where ${citizenChanges.citizenId} = ${citizenId} and ${citizenChanges.organizationId} = ${org}`);
    await tx.insert(citizenChanges).values({
      organizationId: org,
      citizenId,
      userId: tenant.userId,
      action: 'anonymize',
      changes: [],
    });
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'anonymize',
      entity: 'citizen',
      entityId: citizenId,
    });
  });
}
