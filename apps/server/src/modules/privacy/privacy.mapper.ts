import type { z } from 'zod';
import type { ConsentEntrySchema, PrivacyRequestSchema } from '@gabinete/shared';
import type { ConsentRow, RequestRow } from './privacy.repository.ts';
import { OPEN_STATUSES } from './privacy.repository.ts';

type ConsentEntry = z.infer<typeof ConsentEntrySchema>;
type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

const person = (id: string | null, name: string | null) =>
  id ? { _id: id, name: name ?? 'Usuário removido' } : null;

export function toConsentEntry(row: ConsentRow): ConsentEntry {
  return {
    _id: row.id,
    channel: row.channel as ConsentEntry['channel'],
    purpose: row.purpose as ConsentEntry['purpose'],
    granted: row.granted,
    legalBasis: row.legalBasis as ConsentEntry['legalBasis'],
    source: row.source as ConsentEntry['source'],
    evidence: row.evidence,
    text: row.text,
    user: person(row.userId, row.userName),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPrivacyRequest(row: RequestRow, now = new Date()): PrivacyRequest {
  return {
    _id: row.id,
    citizen: { _id: row.citizenId, name: row.citizenName },
    type: row.type as PrivacyRequest['type'],
    channel: row.channel,
    details: row.details,
    status: row.status as PrivacyRequest['status'],
    response: row.response,
    dueAt: row.dueAt.toISOString(),
    overdue: OPEN_STATUSES.includes(row.status) && row.dueAt.getTime() < now.getTime(),
    createdBy: person(row.createdBy, row.creatorName),
    resolvedBy: person(row.resolvedBy, row.resolverName),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
