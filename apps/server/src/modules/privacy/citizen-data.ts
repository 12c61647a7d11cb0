// Everything the office holds about one citizen, as one JSON document (LGPD acesso / portabilidade).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listCitizenDataSections } from '../citizens/citizens.extensions.ts';
import { citizenChanges, citizenEmails, citizenPhones, citizens } from '../citizens/citizens.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { citizenTags, tags } from '../tags/tags.table.ts';
import { users } from '../users/users.table.ts';
import { toConsentEntry, toPrivacyRequest } from './privacy.mapper.ts';
import { selectConsents, selectRequests } from './privacy.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function citizenData(db: Db, organizationId: string, citizenId: string): Promise<object> {
  const [row] = await db
    .select({ c: citizens, city: municipalities.name, office: organizations.name })
    .from(citizens)
    .innerJoin(organizations, eq(organizations.id, citizens.organizationId))
    .leftJoin(municipalities, eq(municipalities.ibge, citizens.cityIbge))
    .where(and(eq(citizens.id, citizenId), eq(citizens.organizationId, organizationId)));
  if (!row) throw new AppError('CITIZEN_NOT_FOUND', 404);
  const c = row.c;
  const [leader, phones, emails, tagRows, consents, requests, history] = await Promise.all([
    c.leaderId
      ? db.select({ id: citizens.id, name: citizens.name }).from(citizens).where(eq(citizens.id, c.leaderId))
      : Promise.resolve([]),
    db
      .select()
      .from(citizenPhones)
      .where(eq(citizenPhones.citizenId, c.id))
      .orderBy(asc(citizenPhones.position)),
    db
      .select()
      .from(citizenEmails)
      .where(eq(citizenEmails.citizenId, c.id))
      .orderBy(asc(citizenEmails.position)),
    db
      .select({ name: tags.name, since: citizenTags.createdAt })
      .from(citizenTags)
      .innerJoin(tags, eq(tags.id, citizenTags.tagId))
      .where(eq(citizenTags.citizenId, c.id))
      .orderBy(asc(tags.name)),
    selectConsents(db, organizationId, c.id),
    selectRequests(db, organizationId, { citizenId: c.id }, { limit: 1000, offset: 0 }),
    db
      .select({
        action: citizenChanges.action,
        changes: citizenChanges.changes,
        at: citizenChanges.createdAt,
        user: users.name,
      })
      .from(citizenChanges)
      .leftJoin(users, eq(users.id, citizenChanges.userId))
      .where(and(eq(citizenChanges.citizenId, c.id), eq(citizenChanges.organizationId, organizationId)))
      .orderBy(desc(citizenChanges.createdAt)),
  ]);
  // Every area's records about the person (demandas, atendimentos, tarefas, agenda).
  const sections = Object.fromEntries(
    await Promise.all(
      listCitizenDataSections().map(async ([key, section]) => [key, await section(db, organizationId, c.id)]),
    ),
  );
  return {
    about: 'Dados pessoais mantidos pelo gabinete sobre o titular (LGPD, art. 18, II e V).',
    office: row.office,
    exportedAt: new Date().toISOString(),
    citizen: {
      _id: c.id,
      name: c.name,
      socialName: c.socialName,
      nickname: c.nickname,
      cpf: c.cpf,
      rg: c.rg,
      birthDate: c.birthDate,
      gender: c.gender,
      voterTitle: c.voterTitle,
      voterZone: c.voterZone,
      voterSection: c.voterSection,
      profession: c.profession,
      cep: c.cep,
      street: c.street,
      number: c.number,
      complement: c.complement,
      neighborhood: c.neighborhood,
      cityIbge: c.cityIbge,
      city: row.city,
      uf: c.uf,
      referencePoint: c.referencePoint,
      lat: c.lat,
      lng: c.lng,
      leader: leader[0] ? { _id: leader[0].id, name: leader[0].name } : null,
      origin: c.origin,
      notes: c.notes,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      deletedAt: iso(c.deletedAt),
    },
    phones: phones.map((p) => ({
      number: p.number,
      type: p.type,
      preferred: p.preferred,
      canContact: p.canContact,
    })),
    emails: emails.map((e) => ({
      address: e.address,
      type: e.type,
      preferred: e.preferred,
      canContact: e.canContact,
    })),
    tags: tagRows.map((t) => ({ name: t.name, since: iso(t.since) })),
    consents: consents.map(toConsentEntry),
    privacyRequests: requests.map((r) => toPrivacyRequest(r)),
    history: history.map((h) => ({ action: h.action, changes: h.changes, user: h.user, at: iso(h.at) })),
    ...sections,
  };
}
