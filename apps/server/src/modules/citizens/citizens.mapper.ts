// Rows → the shared Citizen and CitizenListItem shapes (ids as _id strings, dates ISO, age in Brasília's calendar).
import type { Citizen, CitizenListItem } from '@gabinete/shared';
import { ageOn } from './citizens-dates.ts';
import type { CitizenDetail, PersonRef, TagRef } from './citizens.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCitizen(detail: CitizenDetail, today: string): Citizen {
  const { row } = detail;
  return {
    _id: row.id,
    name: row.name,
    socialName: row.socialName,
    nickname: row.nickname,
    cpf: row.cpf,
    rg: row.rg,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate, today),
    gender: row.gender as Citizen['gender'],
    voterTitle: row.voterTitle,
    voterZone: row.voterZone,
    voterSection: row.voterSection,
    profession: row.profession,
    phones: detail.phones.map((p) => ({
      _id: p.id,
      number: p.number,
      type: p.type as Citizen['phones'][number]['type'],
      preferred: p.preferred,
      canContact: p.canContact,
    })),
    emails: detail.emails.map((e) => ({
      _id: e.id,
      address: e.address,
      type: e.type as Citizen['emails'][number]['type'],
      preferred: e.preferred,
      canContact: e.canContact,
    })),
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    cityIbge: row.cityIbge,
    city: detail.city,
    uf: row.uf,
    referencePoint: row.referencePoint,
    lat: row.lat,
    lng: row.lng,
    tags: detail.tags,
    leader: detail.leader,
    referralsCount: detail.referralsCount,
    origin: row.origin as Citizen['origin'],
    notes: row.notes,
    registeredBy: detail.registeredBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}

/** What the list query selects for one row. */
export interface CitizenListRow {
  id: string;
  name: string;
  socialName: string | null;
  nickname: string | null;
  cpf: string | null;
  birthDate: string | null;
  phone: string | null;
  email: string | null;
  neighborhood: string | null;
  city: string | null;
  uf: string | null;
  voterZone: string | null;
  voterSection: string | null;
  leaderId: string | null;
  leaderName: string | null;
  createdAt: Date;
  deletedAt: Date | null;
}

export function toCitizenListItem(row: CitizenListRow, tags: TagRef[], today: string): CitizenListItem {
  const leader: PersonRef | null =
    row.leaderId && row.leaderName ? { _id: row.leaderId, name: row.leaderName } : null;
  return {
    _id: row.id,
    name: row.name,
    socialName: row.socialName,
    nickname: row.nickname,
    cpf: row.cpf,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate, today),
    phone: row.phone,
    email: row.email,
    neighborhood: row.neighborhood,
    city: row.city,
    uf: row.uf,
    voterZone: row.voterZone,
    voterSection: row.voterSection,
    tags,
    leader,
    createdAt: row.createdAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}
