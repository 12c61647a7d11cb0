// Rows of the demand queries as the API answers them (shared contract shapes).
import type { AreaRef, CitizenRef, Demand, DemandListItem, Priority } from '@gabinete/shared';
import { formatProtocol } from '../protocols/protocols.ts';

type Color = AreaRef['color'];
type Ref = { _id: string; name: string } | null;

/** What the list query reads per row (see demands-list.repository.ts). */
export interface DemandListRow {
  id: string;
  protocolYear: number;
  protocolNumber: number;
  title: string;
  priority: string;
  openedAt: string;
  dueDate: string | null;
  isClosed: boolean;
  neighborhood: string | null;
  city: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  statusId: string;
  statusName: string;
  statusColor: string;
  statusIsFinal: boolean;
  areaId: string | null;
  areaName: string | null;
  areaColor: string | null;
  responsibleId: string | null;
  responsibleName: string | null;
  citizens: CitizenRef[] | null;
  citizensCount: number;
}

const ref = (id: string | null, name: string | null): Ref => (id ? { _id: id, name: name ?? '' } : null);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const isOverdue = (dueDate: string | null, isClosed: boolean, today: string) =>
  !!dueDate && dueDate < today && !isClosed;

export function toDemandListItem(r: DemandListRow, today: string): DemandListItem {
  return {
    _id: r.id,
    protocol: formatProtocol(r.protocolYear, r.protocolNumber),
    title: r.title,
    citizens: r.citizens ?? [],
    citizensCount: Number(r.citizensCount),
    area: r.areaId ? { _id: r.areaId, name: r.areaName ?? '', color: r.areaColor as Color } : null,
    priority: r.priority as Priority,
    status: {
      _id: r.statusId,
      name: r.statusName,
      color: r.statusColor as Color,
      isFinal: r.statusIsFinal,
    },
    openedAt: r.openedAt,
    dueDate: r.dueDate,
    overdue: isOverdue(r.dueDate, r.isClosed, today),
    responsible: ref(r.responsibleId, r.responsibleName),
    neighborhood: r.neighborhood,
    city: r.city,
    version: r.version,
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    deletedAt: iso(r.deletedAt),
  };
}

/** One demanda with everything the record page shows (demands.repository.ts loadDemandDetail). */
export interface DemandDetailRow extends Omit<DemandListRow, 'citizens' | 'citizensCount'> {
  description: string | null;
  closedAt: Date | null;
  chamberProtocol: string | null;
  cityHallProtocol: string | null;
  agency: string | null;
  institution: string | null;
  institutionRefId: string | null;
  institutionRefName: string | null;
  institutionRefCnpj: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  cityIbge: number | null;
  uf: string | null;
  referencePoint: string | null;
  lat: number | null;
  lng: number | null;
  occurrenceId: string | null;
  occurrenceSubject: string | null;
  createdById: string | null;
  createdByName: string | null;
  updatedById: string | null;
  updatedByName: string | null;
  following: boolean;
  commentsCount: number;
  attachmentsCount: number;
}

export interface DemandDetail {
  row: DemandDetailRow;
  citizens: CitizenRef[];
}

export function toDemand({ row: r, citizens }: DemandDetail, today: string): Demand {
  const item = toDemandListItem({ ...r, citizens, citizensCount: citizens.length }, today);
  return {
    _id: item._id,
    protocol: item.protocol,
    title: item.title,
    description: r.description,
    citizens,
    area: item.area,
    priority: item.priority,
    status: item.status,
    openedAt: item.openedAt,
    dueDate: item.dueDate,
    overdue: item.overdue,
    closedAt: iso(r.closedAt),
    responsible: item.responsible,
    chamberProtocol: r.chamberProtocol,
    cityHallProtocol: r.cityHallProtocol,
    agency: r.agency,
    institution: r.institution,
    institutionRef:
      r.institutionRefId && r.institutionRefName !== null
        ? { _id: r.institutionRefId, name: r.institutionRefName, cnpj: r.institutionRefCnpj }
        : null,
    location: {
      cep: r.cep,
      street: r.street,
      number: r.number,
      complement: r.complement,
      neighborhood: r.neighborhood,
      cityIbge: r.cityIbge,
      city: r.city,
      uf: r.uf,
      referencePoint: r.referencePoint,
      lat: r.lat,
      lng: r.lng,
    },
    occurrence: r.occurrenceId ? { _id: r.occurrenceId, subject: r.occurrenceSubject ?? '' } : null,
    following: r.following,
    commentsCount: Number(r.commentsCount),
    attachmentsCount: Number(r.attachmentsCount),
    version: r.version,
    createdBy: ref(r.createdById, r.createdByName),
    updatedBy: ref(r.updatedById, r.updatedByName),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    deletedAt: item.deletedAt,
  };
}
