// Rows as the API answers them (InstitutionSchema / InstitutionListItemSchema).
import type { Institution, InstitutionKind, InstitutionListItem } from '@gabinete/shared';
import type { InstitutionView } from './institutions.repository.ts';

export function toInstitutionListItem(v: InstitutionView): InstitutionListItem {
  const r = v.row;
  return {
    _id: r.id,
    name: r.name,
    cnpj: r.cnpj,
    kind: r.kind as InstitutionKind,
    cep: r.cep,
    street: r.street,
    number: r.number,
    complement: r.complement,
    neighborhood: r.neighborhood,
    cityIbge: r.cityIbge,
    city: v.city,
    uf: r.uf,
    lat: r.lat,
    lng: r.lng,
    phones: r.phones,
    emails: r.emails,
    website: r.website,
    contactName: r.contactName,
    amendmentCount: v.amendmentCount,
    demandCount: v.demandCount,
    version: r.version,
    createdBy: r.createdBy ? { _id: r.createdBy, name: v.createdByName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const toInstitution = (v: InstitutionView): Institution => ({
  ...toInstitutionListItem(v),
  notes: v.row.notes,
});
