// The merge comparison: the fields compared side by side, which value stays, and the request body.
import {
  CITIZEN_ORIGIN_LABELS,
  formatCep,
  formatCpf,
  formatVoterTitle,
  GENDER_LABELS,
  type Citizen,
  type MergeField,
} from '@gabinete/shared';
import { formatDate } from '../../lib/format.ts';

export type Side = 'a' | 'b';
export const otherSide = (side: Side): Side => (side === 'a' ? 'b' : 'a');

export interface MergeRow {
  field: MergeField;
  label: string;
  /** The value as people read it; null when empty. */
  display: (c: Citizen) => string | null;
}

const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export function addressLine(c: Citizen): string | null {
  const street = [c.street, c.number].filter(Boolean).join(', ');
  const city = c.city ? `${c.city}${c.uf ? `/${c.uf}` : ''}` : c.uf;
  const parts = [street, c.complement, c.neighborhood, city, c.cep ? `CEP ${formatCep(c.cep)}` : null];
  return text(parts.filter(Boolean).join(' – '));
}

export const MERGE_ROWS: MergeRow[] = [
  { field: 'name', label: 'Nome', display: (c) => text(c.name) },
  { field: 'socialName', label: 'Nome social', display: (c) => text(c.socialName) },
  { field: 'nickname', label: 'Apelido', display: (c) => text(c.nickname) },
  { field: 'cpf', label: 'CPF', display: (c) => (c.cpf ? formatCpf(c.cpf) : null) },
  { field: 'rg', label: 'RG', display: (c) => text(c.rg) },
  {
    field: 'birthDate',
    label: 'Nascimento',
    display: (c) => (c.birthDate ? formatDate(`${c.birthDate}T12:00:00Z`) : null),
  },
  { field: 'gender', label: 'Gênero', display: (c) => (c.gender ? GENDER_LABELS[c.gender] : null) },
  {
    field: 'voterTitle',
    label: 'Título de eleitor',
    display: (c) => (c.voterTitle ? formatVoterTitle(c.voterTitle) : null),
  },
  { field: 'voterZone', label: 'Zona', display: (c) => text(c.voterZone) },
  { field: 'voterSection', label: 'Seção', display: (c) => text(c.voterSection) },
  { field: 'profession', label: 'Profissão', display: (c) => text(c.profession) },
  { field: 'address', label: 'Endereço', display: addressLine },
  { field: 'leaderId', label: 'Liderança', display: (c) => c.leader?.name ?? null },
  {
    field: 'origin',
    label: 'Origem do cadastro',
    display: (c) => (c.origin ? CITIZEN_ORIGIN_LABELS[c.origin] : null),
  },
  { field: 'notes', label: 'Observações', display: (c) => text(c.notes) },
];

export type RowKind = 'same' | 'choose' | 'only-a' | 'only-b' | 'empty';

/** Whether a field needs a choice: both filled and different. */
export function rowKind(row: MergeRow, a: Citizen, b: Citizen): RowKind {
  const va = row.display(a);
  const vb = row.display(b);
  if (va === null && vb === null) return 'empty';
  if (va === null) return 'only-b';
  if (vb === null) return 'only-a';
  return va === vb ? 'same' : 'choose';
}

/** The side whose value ends up in the kept record (an empty field is always filled from the other). */
export function effectiveSide(
  row: MergeRow,
  a: Citizen,
  b: Citizen,
  keep: Side,
  picks: Partial<Record<MergeField, Side>>,
): Side {
  const kind = rowKind(row, a, b);
  if (kind === 'only-a') return 'a';
  if (kind === 'only-b') return 'b';
  if (kind === 'choose') return picks[row.field] ?? keep;
  return keep;
}

/** POST /api/citizens/{kept}/merge body: the duplicate and the fields whose chosen value is the duplicate's. */
export function mergeRequest(a: Citizen, b: Citizen, keep: Side, picks: Partial<Record<MergeField, Side>>) {
  const kept = keep === 'a' ? a : b;
  const dup = keep === 'a' ? b : a;
  const takeFromDuplicate = MERGE_ROWS.filter(
    (row) => rowKind(row, a, b) === 'choose' && effectiveSide(row, a, b, keep, picks) !== keep,
  ).map((row) => row.field);
  return { keptId: kept._id, body: { duplicateId: dup._id, takeFromDuplicate } };
}

/** What moves from the duplicate into the kept record, in pt-BR lines. */
export function mergeSummary(kept: Citizen, dup: Citizen): string[] {
  const lines: string[] = [];
  const keptPhones = new Set(kept.phones.map((p) => p.number));
  const phones = dup.phones.filter((p) => !keptPhones.has(p.number)).length;
  const keptEmails = new Set(kept.emails.map((e) => e.address.toLowerCase()));
  const emails = dup.emails.filter((e) => !keptEmails.has(e.address.toLowerCase())).length;
  const keptTags = new Set(kept.tags.map((t) => t._id));
  const tags = dup.tags.filter((t) => !keptTags.has(t._id)).length;
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (phones) lines.push(`${plural(phones, 'telefone', 'telefones')} a mais`);
  if (emails) lines.push(`${plural(emails, 'e-mail', 'e-mails')} a mais`);
  if (tags) lines.push(`${plural(tags, 'tag', 'tags')} a mais`);
  if (dup.referralsCount) {
    lines.push(
      `${plural(dup.referralsCount, 'eleitor indicado', 'eleitores indicados')} por ${dup.name} passam a ter ${kept.name} como liderança`,
    );
  }
  lines.push('o histórico de alterações e os demais registros ligados ao outro cadastro');
  return lines;
}
