// Field-level history: a citizen as people read it (formatted values, labels, names), compared before and after.
import {
  CITIZEN_ORIGIN_LABELS,
  EMAIL_TYPE_LABELS,
  formatCep,
  formatCpf,
  formatPhone,
  formatVoterTitle,
  GENDER_LABELS,
  PHONE_TYPE_LABELS,
} from '@gabinete/shared';
import { formatDayBr } from './citizens-dates.ts';
import type { CitizenDetail } from './citizens.repository.ts';

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}
type Snapshot = Record<string, string | string[] | null>;

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value ? (labels[value as K] ?? value) : null;

/** The record in human values, one key per history field (lists whole). */
export function snapshot(detail: CitizenDetail): Snapshot {
  const r = detail.row;
  return {
    name: r.name,
    socialName: r.socialName,
    nickname: r.nickname,
    cpf: r.cpf ? formatCpf(r.cpf) : null,
    rg: r.rg,
    birthDate: formatDayBr(r.birthDate),
    gender: label(GENDER_LABELS, r.gender),
    voterTitle: r.voterTitle ? formatVoterTitle(r.voterTitle) : null,
    voterZone: r.voterZone,
    voterSection: r.voterSection,
    profession: r.profession,
    phones: detail.phones.map(
      (p) =>
        `${formatPhone(p.number)} (${label(PHONE_TYPE_LABELS, p.type)}${p.preferred ? ', preferencial' : ''}${p.canContact ? '' : ', sem permissão de contato'})`,
    ),
    emails: detail.emails.map(
      (e) =>
        `${e.address} (${label(EMAIL_TYPE_LABELS, e.type)}${e.preferred ? ', preferencial' : ''}${e.canContact ? '' : ', sem permissão de contato'})`,
    ),
    cep: r.cep ? formatCep(r.cep) : null,
    street: r.street,
    number: r.number,
    complement: r.complement,
    neighborhood: r.neighborhood,
    city: detail.city ? `${detail.city}/${r.uf ?? ''}` : null,
    uf: r.uf,
    referencePoint: r.referencePoint,
    location: r.lat !== null && r.lng !== null ? `${r.lat}, ${r.lng}` : null,
    tags: detail.tags.map((t) => t.name),
    leader: detail.leader?.name ?? null,
    origin: label(CITIZEN_ORIGIN_LABELS, r.origin),
    notes: r.notes,
  };
}

const empty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);

/** The fields that differ, lists compared whole; an empty list reads as null. */
export function diffSnapshots(before: Snapshot, after: Snapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(after)) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes.push({ field, from: empty(from) ? null : from, to: empty(to) ? null : to });
  }
  return changes;
}
