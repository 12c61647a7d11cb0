// Rows as the API answers them (OccurrenceSchema / OccurrenceListItemSchema).
import type {
  AreaRef,
  Occurrence,
  OccurrenceChannel,
  OccurrenceListItem,
  OccurrenceStatus,
} from '@gabinete/shared';
import { formatProtocol } from '../protocols/protocols.ts';
import type { OccurrenceView } from './occurrences.repository.ts';

const person = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

export function toOccurrenceListItem(v: OccurrenceView): OccurrenceListItem {
  const r = v.row;
  return {
    _id: r.id,
    occurredAt: r.occurredAt.toISOString(),
    channel: r.channel as OccurrenceChannel,
    subject: r.subject,
    area:
      r.areaId && v.areaName
        ? { _id: r.areaId, name: v.areaName, color: v.areaColor as AreaRef['color'] }
        : null,
    responsible: person(r.responsibleId, v.responsibleName),
    status: r.status as OccurrenceStatus,
    citizen: { _id: r.citizenId, name: v.citizenName ?? '', phone: v.citizenPhone },
    demand:
      r.demandId && v.demandYear !== null && v.demandNumber !== null
        ? {
            _id: r.demandId,
            protocol: formatProtocol(v.demandYear, v.demandNumber),
            title: v.demandTitle ?? '',
          }
        : null,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  };
}

export function toOccurrence(v: OccurrenceView): Occurrence {
  return {
    ...toOccurrenceListItem(v),
    description: v.row.description,
    createdBy: person(v.row.createdBy, v.createdByName),
    updatedBy: person(v.row.updatedBy, v.updatedByName),
  };
}
