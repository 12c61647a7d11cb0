// One spreadsheet row → the citizen it describes, or the reasons it cannot be imported. Every value goes
// through the same zod pieces as the citizen form; only the spreadsheet shapes (dates, words, lists) are ours.
import {
  BirthDateSchema,
  CITIZEN_TEXT_FIELDS,
  CitizenEmailInputSchema,
  CitizenInputSchema,
  CpfSchema,
  CepSchema,
  PhoneNumberSchema,
  TagInputSchema,
  UfSchema,
  VoterTitleSchema,
  type ImportField,
} from '@gabinete/shared';
import type { z } from 'zod';
import {
  birthDateCell,
  cepCell,
  clearableCell,
  cpfCell,
  digitsCell,
  emailCell,
  phoneCell,
  singleLineCell,
  SLOW,
  ufCell,
  voterTitleCell,
  type FastCell,
} from './import-cells.ts';
import type { CityIndex } from './import-cities.ts';
import type { RawRecord } from './import-records.ts';
import { parseDateCell, parseGender, restoreZeros, splitList } from './import-values.ts';

/** Citizen columns an import writes (the rest keep their defaults). */
export const CITIZEN_FIELDS = [...CITIZEN_TEXT_FIELDS, 'cityIbge', 'uf'] as const;
export type CitizenField = (typeof CITIZEN_FIELDS)[number];
export type CitizenValues = Partial<Record<CitizenField, string | number | null>>;

export interface RowError {
  row: number;
  field: string | null;
  message: string;
}

export interface ParsedRow {
  row: number;
  /** The row as it is in the file, by column name (for the preview and the error report). */
  values: Record<string, string | null>;
  citizen: CitizenValues;
  phones: { number: string; type: 'celular' | 'residencial' | 'whatsapp' }[];
  emails: string[];
  tagNames: string[];
  errors: RowError[];
}

export interface RowRules {
  columns: string[];
  mapping: Record<string, ImportField>;
  cities: CityIndex;
}

const shape = CitizenInputSchema.shape;
interface Cell {
  schema: z.ZodType;
  /** The same result for the common shapes without the schema (import-cells.ts); SLOW otherwise. */
  fast: FastCell;
}
const cell = (schema: z.ZodType, fast: FastCell): Cell => ({ schema, fast });
/** The text fields, each checked by its own schema (and fast path) under its own name. */
const TEXT_CELLS: Partial<Record<ImportField, Cell>> = {
  name: cell(shape.name, singleLineCell(2, 160)),
  socialName: cell(shape.socialName, clearableCell(160)),
  nickname: cell(shape.nickname, clearableCell(80)),
  rg: cell(shape.rg, clearableCell(20)),
  voterZone: cell(shape.voterZone, digitsCell(4)),
  voterSection: cell(shape.voterSection, digitsCell(4)),
  profession: cell(shape.profession, clearableCell(80)),
  street: cell(shape.street, clearableCell(160)),
  number: cell(shape.number, clearableCell(20)),
  complement: cell(shape.complement, clearableCell(80)),
  neighborhood: cell(shape.neighborhood, clearableCell(80)),
  referencePoint: cell(shape.referencePoint, clearableCell(200)),
  notes: cell(shape.notes, clearableCell(5000)),
};
/** Each checked value's schema and fast path: the text fields, then the other cells. */
export const CELL_SCHEMAS: Record<string, Cell> = {
  ...TEXT_CELLS,
  cpf: cell(CpfSchema, cpfCell),
  voterTitle: cell(VoterTitleSchema, voterTitleCell),
  cep: cell(CepSchema, cepCell),
  birthDate: cell(BirthDateSchema, birthDateCell),
  phone: cell(PhoneNumberSchema, phoneCell),
  email: cell(CitizenEmailInputSchema.shape.address, emailCell),
  tag: cell(TagInputSchema.shape.name, singleLineCell(1, 60)),
  uf: cell(UfSchema, ufCell),
};
const NAME_REQUIRED = 'Informe o nome';

export function parseRow(record: RawRecord, rules: RowRules): ParsedRow {
  const { columns, mapping } = rules;
  const out: ParsedRow = {
    row: record.row,
    values: {},
    citizen: {},
    phones: [],
    emails: [],
    tagNames: [],
    errors: [],
  };
  const fail = (field: string | null, message: string) =>
    out.errors.push({ row: record.row, field, message });
  columns.forEach((column, i) => (out.values[column] = record.cells[i]?.trim() || null));
  if (record.problem) {
    fail(null, record.problem);
    return out;
  }
  const extra = record.cells.slice(columns.length).filter((c) => c.trim() !== '');
  if (extra.length) {
    fail(
      null,
      `A linha tem ${columns.length + extra.length} colunas, mas o cabeçalho tem ${columns.length}: confira aspas e separadores.`,
    );
  }
  const check = <T>(column: string, { schema, fast }: Cell, raw: string): T | undefined => {
    const quick = fast(raw);
    if (quick !== SLOW) return quick as T;
    const result = schema.safeParse(raw);
    if (result.success) return result.data as T;
    fail(column, result.error.issues[0]?.message ?? 'Valor inválido');
    return undefined;
  };
  let cityRaw: [string, string] | null = null;
  let ufColumn: string | null = null;
  for (const [column, field] of Object.entries(mapping)) {
    const raw = out.values[column];
    if (raw === undefined || raw === null) continue;
    const text = TEXT_CELLS[field];
    if (text) {
      const value = check<string | null>(column, text, raw);
      if (value !== undefined) out.citizen[field as CitizenField] = value;
      continue;
    }
    switch (field) {
      case 'cpf':
        setIf(out, 'cpf', check<string | null>(column, CELL_SCHEMAS.cpf!, restoreZeros(raw, 11, 9)));
        break;
      case 'voterTitle':
        setIf(out, 'voterTitle', check<string | null>(column, CELL_SCHEMAS.voterTitle!, raw));
        break;
      case 'cep':
        setIf(out, 'cep', check<string | null>(column, CELL_SCHEMAS.cep!, restoreZeros(raw, 8, 7)));
        break;
      case 'birthDate': {
        const date = parseDateCell(raw);
        if (!date) fail(column, 'Data inválida: use dd/mm/aaaa');
        else setIf(out, 'birthDate', check<string | null>(column, CELL_SCHEMAS.birthDate!, date));
        break;
      }
      case 'gender': {
        const gender = parseGender(raw);
        if (gender) out.citizen.gender = gender;
        else
          fail(
            column,
            `Gênero não reconhecido: ${raw} (use F, M, feminino, masculino, não binário ou outro)`,
          );
        break;
      }
      case 'phone':
      case 'phone2':
      case 'whatsapp':
        for (const part of splitList(raw)) {
          const number = check<string>(column, CELL_SCHEMAS.phone!, part);
          if (!number || out.phones.some((p) => p.number === number)) continue;
          const type = field === 'whatsapp' ? 'whatsapp' : number.length === 13 ? 'residencial' : 'celular';
          out.phones.push({ number, type });
        }
        break;
      case 'email':
        for (const part of splitList(raw, /[;,\s]+/)) {
          const address = check<string>(column, CELL_SCHEMAS.email!, part);
          if (address && !out.emails.includes(address)) out.emails.push(address);
        }
        break;
      case 'tags':
        for (const part of splitList(raw, /[;,]+/)) {
          const name = check<string>(column, CELL_SCHEMAS.tag!, part);
          if (name && !out.tagNames.some((t) => t.toLowerCase() === name.toLowerCase()))
            out.tagNames.push(name);
        }
        break;
      case 'city':
        cityRaw = [column, raw];
        break;
      case 'uf': {
        const uf = check<string>(column, CELL_SCHEMAS.uf!, raw.toUpperCase());
        if (uf) ufColumn = out.citizen.uf = uf;
        break;
      }
    }
  }
  if (cityRaw) {
    const found = rules.cities.find(cityRaw[1], ufColumn);
    if (found.ok) {
      out.citizen.cityIbge = found.city.ibge;
      out.citizen.uf = found.city.uf;
    } else fail(cityRaw[0], found.message);
  }
  if (out.phones.length > 10) fail(null, 'No máximo 10 telefones');
  if (out.emails.length > 10) fail(null, 'No máximo 10 e-mails');
  if (!out.citizen.name && !out.errors.some((e) => mapping[e.field ?? ''] === 'name')) {
    const nameColumn = Object.keys(mapping).find((c) => mapping[c] === 'name') ?? null;
    fail(nameColumn, NAME_REQUIRED);
  }
  return out;
}

function setIf(out: ParsedRow, field: CitizenField, value: string | null | undefined): void {
  if (value !== undefined) out.citizen[field] = value;
}

/** The keys a row can match an existing citizen on: 'c:' CPF, 't:' título, 'p:' each phone. */
export function duplicateKeys(row: { citizen: CitizenValues; phones: { number: string }[] }): string[] {
  const keys: string[] = [];
  if (row.citizen.cpf) keys.push(`c:${row.citizen.cpf}`);
  if (row.citizen.voterTitle) keys.push(`t:${row.citizen.voterTitle}`);
  for (const p of row.phones) keys.push(`p:${p.number}`);
  return keys;
}
