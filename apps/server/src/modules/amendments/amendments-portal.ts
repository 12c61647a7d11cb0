// The Portal da Transparência's emendas CSV (EmendasParlamentares.csv, alone or inside the zip): ';'-separated,
// quoted, Windows-1252, '1.000,50' numbers, one emenda spread over many rows (localidade × ação × PO) that
// are grouped by código and summed. Pure functions: bytes in, groups and per-row pt-BR errors out.
import { AMENDMENT_KINDS, parseBrlToCents, type AmendmentKind } from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';
import { CsvRowsError, eachCsvRow } from '../../lib/csv-rows.ts';
import { unzipper } from '../../lib/unzipper.ts';
import { decodeWindows1252 } from '../../lib/windows-1252.ts';

/** The Portal's headers, verbatim, of the columns the import reads. */
export const PORTAL_COLUMNS = {
  code: 'Código da Emenda',
  year: 'Ano da Emenda',
  kind: 'Tipo de Emenda',
  authorCode: 'Código do Autor da Emenda',
  author: 'Nome do Autor da Emenda',
  number: 'Número da emenda',
  cityIbge: 'Código Município IBGE',
  city: 'Município',
  committed: 'Valor Empenhado',
  liquidated: 'Valor Liquidado',
  paid: 'Valor Pago',
  rapRegistered: 'Valor Restos A Pagar Inscritos',
  rapCancelled: 'Valor Restos A Pagar Cancelados',
  rapPaid: 'Valor Restos A Pagar Pagos',
} as const;

export const PORTAL_VALUE_FIELDS = [
  'committed',
  'liquidated',
  'paid',
  'rapRegistered',
  'rapCancelled',
  'rapPaid',
] as const;
export type PortalValueField = (typeof PORTAL_VALUE_FIELDS)[number];
export type PortalMoney = Record<PortalValueField, number>;

export interface PortalGroup {
  code: string;
  year: number;
  kind: AmendmentKind;
  author: string;
  authorCode: string;
  number: string | null;
  /** The município when every row of the emenda names the same one; null when it spreads over several. */
  cityIbge: number | null;
  city: string | null;
  rows: number;
  money: PortalMoney;
}

export interface PortalRowError {
  line: number;
  message: string;
}

export interface PortalParse {
  groups: PortalGroup[];
  rows: number;
  errors: PortalRowError[];
}

/** A group as the stored preview keeps it: one array, not an object, so 10,000 emendas write and read fast. */
export type StoredPortalGroup = [
  code: string,
  year: number,
  kind: AmendmentKind,
  author: string,
  authorCode: string,
  number: string | null,
  cityIbge: number | null,
  city: string | null,
  rows: number,
  ...money: number[],
];

export const packPortalGroup = (g: PortalGroup): StoredPortalGroup => [
  g.code,
  g.year,
  g.kind,
  g.author,
  g.authorCode,
  g.number,
  g.cityIbge,
  g.city,
  g.rows,
  ...PORTAL_VALUE_FIELDS.map((f) => g.money[f]),
];

/** Also reads the object form that previews stored before the packed one. */
export function unpackPortalGroup(s: StoredPortalGroup | PortalGroup): PortalGroup {
  if (!Array.isArray(s)) return s;
  const [code, year, kind, author, authorCode, number, cityIbge, city, rows, ...values] = s;
  const money = {} as PortalMoney;
  PORTAL_VALUE_FIELDS.forEach((f, i) => (money[f] = values[i] ?? 0));
  return { code, year, kind, author, authorCode, number, cityIbge, city, rows, money };
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const fileError = (
  code: 'AMENDMENT_IMPORT_FILE' | 'AMENDMENT_IMPORT_ENCODING' | 'AMENDMENT_IMPORT_LAYOUT',
  message?: string,
) => new AppError(code, 422, message);

/** The CSV's bytes: the file itself, or EmendasParlamentares.csv (else the only .csv) inside a zip. */
export async function portalCsvBytes(file: Buffer): Promise<Buffer> {
  if (!file.subarray(0, 4).equals(ZIP_MAGIC)) return file;
  let entries;
  try {
    entries = (await unzipper().Open.buffer(file)).files.filter((f) => f.type === 'File');
  } catch {
    throw fileError('AMENDMENT_IMPORT_FILE', 'O zip está corrompido ou incompleto.');
  }
  const csvs = entries.filter((f) => /\.csv$/i.test(f.path));
  const main =
    csvs.find((f) => /(^|\/)EmendasParlamentares\.csv$/i.test(f.path)) ??
    (csvs.length === 1 ? csvs[0] : undefined);
  if (!main) {
    throw fileError(
      'AMENDMENT_IMPORT_FILE',
      'O zip não contém o arquivo EmendasParlamentares.csv do Portal da Transparência.',
    );
  }
  return main.buffer();
}

/** UTF-8 when the bytes are valid UTF-8 (with or without BOM), else the Portal's Windows-1252; UTF-16 and binaries are refused. */
export function decodePortalText(bytes: Buffer): string {
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  ) {
    throw fileError('AMENDMENT_IMPORT_ENCODING');
  }
  if (bytes.subarray(0, 4096).includes(0)) throw fileError('AMENDMENT_IMPORT_ENCODING');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

const normalizeHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The Portal's own shape, '1.234.567,89', read digit by digit; anything else goes to parseBrlToCents. */
const PORTAL_MONEY = /^\d{1,3}(?:\.\d{3})*,\d\d$/;
function portalCents(text: string): number {
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) v = v * 10 + (c - 48);
  }
  return v;
}

function cents(value: string, column: string, line: number, errors: PortalRowError[]): number | null {
  const text = value.trim();
  // Most of the Portal's value cells are zero.
  if (text === '' || text === '0,00') return 0;
  const parsed = PORTAL_MONEY.test(text) ? portalCents(text) : parseBrlToCents(text);
  if (parsed === null) {
    errors.push({
      line,
      message: `Linha ${line}: "${column}" tem o valor "${text}", que não é um número no formato 1.000,50.`,
    });
    return null;
  }
  if (parsed < 0) {
    errors.push({ line, message: `Linha ${line}: "${column}" não pode ser negativo (${text}).` });
    return null;
  }
  return parsed;
}

/**
 * Parses and groups the CSV. A file without the Portal's layout is refused whole (422, pt-BR, naming the
 * missing column); a bad row is reported by its line and its whole emenda left out, so no emenda is ever
 * summed from part of its rows.
 */
export function parsePortalCsv(text: string): PortalParse {
  let col: Record<keyof typeof PORTAL_COLUMNS, number> | null = null;
  const groups = new Map<string, PortalGroup>();
  const broken = new Set<string>();
  const errors: PortalRowError[] = [];
  let line = 0;
  try {
    // Row by row, nothing kept but the groups: the file's cells are garbage as soon as they are read.
    eachCsvRow(text, ';', (row) => {
      line++;
      if (col) readRow(row, line, col, groups, broken, errors);
      else col = headerColumns(row);
    });
  } catch (error) {
    if (!(error instanceof CsvRowsError)) throw error;
    throw fileError('AMENDMENT_IMPORT_LAYOUT', `O CSV não pôde ser lido: ${error.message}.`);
  }
  if (!col) headerColumns([]);
  for (const code of broken) groups.delete(code);
  return { groups: [...groups.values()], rows: Math.max(line - 1, 0), errors };
}

function headerColumns(header: string[]): Record<keyof typeof PORTAL_COLUMNS, number> {
  if (header.length < 2)
    throw fileError(
      'AMENDMENT_IMPORT_LAYOUT',
      'O arquivo não é um CSV separado por ";" como o do Portal da Transparência.',
    );
  const index = new Map(header.map((h, i) => [normalizeHeader(h), i]));
  const col = {} as Record<keyof typeof PORTAL_COLUMNS, number>;
  const missing: string[] = [];
  for (const [key, name] of Object.entries(PORTAL_COLUMNS)) {
    const i = index.get(name.toLowerCase());
    if (i === undefined) missing.push(name);
    else col[key as keyof typeof PORTAL_COLUMNS] = i;
  }
  if (missing.length) {
    throw fileError(
      'AMENDMENT_IMPORT_LAYOUT',
      missing.length === 1
        ? `Falta a coluna "${missing[0]}" do CSV de emendas do Portal da Transparência.`
        : `Faltam as colunas ${missing.map((m) => `"${m}"`).join(', ')} do CSV de emendas do Portal da Transparência.`,
    );
  }
  return col;
}

function readRow(
  row: string[],
  line: number,
  col: Record<keyof typeof PORTAL_COLUMNS, number>,
  groups: Map<string, PortalGroup>,
  broken: Set<string>,
  errors: PortalRowError[],
): void {
  const cell = (k: keyof typeof PORTAL_COLUMNS) => (row[col[k]] ?? '').trim();
  const code = cell('code');
  if (!/^\d{8,12}$/.test(code)) {
    errors.push({
      line,
      message: `Linha ${line}: código da emenda "${code || 'vazio'}" inválido (sem informação no Portal).`,
    });
    return;
  }
  const year = Number(cell('year'));
  const kind = cell('kind') as AmendmentKind;
  const rowErrors: PortalRowError[] = [];
  if (!Number.isInteger(year) || year < 2000 || year > 2100) {
    rowErrors.push({ line, message: `Linha ${line}: ano da emenda "${cell('year')}" inválido.` });
  }
  if (!AMENDMENT_KINDS.includes(kind)) {
    rowErrors.push({ line, message: `Linha ${line}: tipo de emenda "${cell('kind')}" desconhecido.` });
  }
  const money = {} as PortalMoney;
  for (const f of PORTAL_VALUE_FIELDS) {
    const v = cents(cell(f), PORTAL_COLUMNS[f], line, rowErrors);
    if (v !== null) money[f] = v;
  }
  const author = cell('author');
  const ibge = Number(cell('cityIbge'));
  const cityIbge = /^\d{7}$/.test(cell('cityIbge')) ? ibge : null;
  const existing = groups.get(code);
  if (existing && (existing.year !== year || existing.author !== author)) {
    rowErrors.push({
      line,
      message: `Linha ${line}: o código ${code} se repete com outro ano ou autor (${year}, ${author || 'sem autor'}); a emenda ficou de fora.`,
    });
  }
  if (rowErrors.length) {
    errors.push(...rowErrors);
    broken.add(code);
    return;
  }
  if (!existing) {
    groups.set(code, {
      code,
      year,
      kind,
      author,
      authorCode: cell('authorCode'),
      number: cell('number') || null,
      cityIbge,
      city: cell('city') || null,
      rows: 1,
      money,
    });
    return;
  }
  existing.rows++;
  for (const f of PORTAL_VALUE_FIELDS) existing.money[f] += money[f];
  if (existing.cityIbge !== cityIbge) {
    existing.cityIbge = null;
    existing.city = null;
  }
}
