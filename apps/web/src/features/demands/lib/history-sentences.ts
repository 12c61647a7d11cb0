// The demanda's history as readable pt-BR sentences: 'Rafael Souza mudou a situação de "A" para "B"'.
import {
  DEMAND_FIELD_LABELS,
  PRIORITY_LABELS,
  type DemandChangeSchema,
  type Priority,
} from '@gabinete/shared';
import type { z } from 'zod';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

type Change = z.infer<typeof DemandChangeSchema>;
type FieldChange = Change['changes'][number];

export interface HistoryEntry {
  id: string;
  sentence: string;
  /** One line per changed field when several changed at once, and the note of a status change. */
  details: string[];
  createdAt: string;
}

const label = (field: string) => DEMAND_FIELD_LABELS[field] ?? field;
/** 'a situação', 'o prazo', 'os eleitores', 'a data de abertura'… */
const FEMININE = new Set([
  'situação',
  'área',
  'prioridade',
  'descrição',
  'data de abertura',
  'instituição',
  'observação',
]);
function withArticle(field: string): string {
  const name = label(field);
  if (name.endsWith('es') || name.endsWith('os')) return `os ${name}`;
  return `${FEMININE.has(name) ? 'a' : 'o'} ${name}`;
}

/** A stored value as people read it: dates dd/mm/aaaa, priorities by label, refs by name. */
export function readableValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const parts = value.map((v) => readableValue(field, v)).filter(Boolean);
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof value === 'object') {
    const named = value as { name?: unknown; protocol?: unknown };
    if (typeof named.name === 'string') return named.name;
    const text = Object.values(value as Record<string, unknown>)
      .filter((v) => typeof v === 'string' && v)
      .join(', ');
    return text || null;
  }
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (field === 'priority' && typeof value === 'string' && value in PRIORITY_LABELS)
    return PRIORITY_LABELS[value as Priority];
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
}

/** The change of one field, without the person: 'mudou o prazo de 10/12/2026 para 20/12/2026'. */
export function fieldSentence({ field, from, to }: FieldChange): string {
  const a = readableValue(field, from);
  const b = readableValue(field, to);
  const what = withArticle(field);
  if (field === 'description')
    return a && b ? `alterou a descrição` : b ? 'escreveu a descrição' : 'apagou a descrição';
  if (a && b) return `mudou ${what} de "${a}" para "${b}"`;
  if (b) return `definiu ${what} como "${b}"`;
  if (a) return `removeu ${what} (era "${a}")`;
  return `alterou ${what}`;
}

export function historyEntry(change: Change): HistoryEntry {
  const who = change.user?.name ?? 'O sistema';
  const fields = change.changes.filter((c) => c.field !== 'note');
  const note = readableValue('note', change.changes.find((c) => c.field === 'note')?.to);
  const entry = (sentence: string, details: string[] = []): HistoryEntry => ({
    id: change._id,
    sentence: `${who} ${sentence}`,
    details,
    createdAt: change.createdAt,
  });
  const fileName = () => readableValue('file', fields[0]?.to ?? fields[0]?.from);
  switch (change.action) {
    case 'create':
      return entry('registrou a demanda');
    case 'status': {
      const status = fields.find((c) => c.field === 'status');
      const details = note ? [`Observação: ${note}`] : [];
      return entry(status ? fieldSentence(status) : 'mudou a situação', details);
    }
    case 'update':
      if (fields.length === 1) return entry(fieldSentence(fields[0]!));
      if (fields.length === 0) return entry('alterou a demanda');
      return entry(
        `alterou ${fields.map((c) => label(c.field)).join(', ')}`,
        fields.map((c) => capitalize(fieldSentence(c))),
      );
    case 'comment': {
      // A deleted comment is recorded with the text it had in `from` and nothing in `to`.
      const comment = fields.find((c) => c.field === 'comment');
      const removed = readableValue('comment', comment?.from);
      if (comment && comment.to == null && removed) return entry('apagou um comentário', [`"${removed}"`]);
      const text = readableValue('comment', comment?.to);
      return entry('comentou', text ? [`"${text}"`] : []);
    }
    case 'attachment_add':
      return entry(fileName() ? `anexou "${fileName()}"` : 'anexou um arquivo');
    case 'attachment_remove':
      return entry(fileName() ? `removeu o anexo "${fileName()}"` : 'removeu um anexo');
    case 'delete':
      return entry('excluiu a demanda');
    case 'restore':
      return entry('restaurou a demanda');
    case 'citizen_message': {
      // Written by the system when the status change told the citizens (Configurações › Situações).
      const list = (field: string) => {
        const to = change.changes.find((c) => c.field === field)?.to;
        return Array.isArray(to) ? to.map(String) : [];
      };
      const channel =
        readableValue('channel', change.changes.find((c) => c.field === 'channel')?.to) ?? 'mensagem';
      const told = list('told');
      const notTold = list('not_told');
      return {
        id: change._id,
        sentence:
          told.length > 0
            ? `Aviso da nova situação enviado por ${channel} a ${told.length === 1 ? '1 eleitor' : `${told.length} eleitores`}`
            : `Nenhum eleitor avisado por ${channel} da nova situação`,
        details: [
          ...(told.length > 0 ? [`Avisados: ${told.join(', ')}`] : []),
          ...(notTold.length > 0 ? [`Não avisados: ${notTold.join('; ')}`] : []),
        ],
        createdAt: change.createdAt,
      };
    }
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
