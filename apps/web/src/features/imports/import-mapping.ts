// Mapping logic of the import wizard: samples per column, the field options, repeated-field checks.
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@gabinete/shared';

export type ColumnMapping = Record<string, ImportField | null>;

export const FIELD_OPTIONS = IMPORT_FIELDS.map((field) => ({
  value: field,
  label: IMPORT_FIELD_LABELS[field],
}));

/** Fields more than one column may fill (their values are joined). */
const REPEATABLE = new Set<ImportField>(['tags', 'notes']);

/** Up to `max` distinct non-empty values of each column, from the preview rows. */
export function samplesByColumn(
  columns: string[],
  rows: { values: Record<string, string | null> }[],
  max = 3,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const column of columns) {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = row.values[column]?.trim();
      if (value && !seen.has(value)) seen.add(value);
      if (seen.size >= max) break;
    }
    out[column] = [...seen];
  }
  return out;
}

/** Every column, with the saved/suggested field or nothing. */
export function initialMapping(columns: string[], suggested: Record<string, string>): ColumnMapping {
  return Object.fromEntries(
    columns.map((column) => {
      const field = suggested[column];
      return [
        column,
        field && (IMPORT_FIELDS as readonly string[]).includes(field) ? (field as ImportField) : null,
      ];
    }),
  );
}

/** The mapping the API takes: only the columns that fill a field. */
export function toApiMapping(mapping: ColumnMapping): Record<string, ImportField> {
  return Object.fromEntries(Object.entries(mapping).filter((e): e is [string, ImportField] => e[1] !== null));
}

/** 'Nome já está na coluna NOME COMPLETO' under each later column that repeats a field. */
export function repeatedFieldErrors(mapping: ColumnMapping): Record<string, string> {
  const firstColumn = new Map<ImportField, string>();
  const errors: Record<string, string> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field || REPEATABLE.has(field)) continue;
    const first = firstColumn.get(field);
    if (first === undefined) firstColumn.set(field, column);
    else errors[column] = `${IMPORT_FIELD_LABELS[field]} já está na coluna “${first}”`;
  }
  return errors;
}
