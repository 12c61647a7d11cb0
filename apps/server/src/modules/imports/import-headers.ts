// The header row of a spreadsheet: which row it is, the column names, and the citizen field each column
// most likely holds (a mapping saved for the same layout wins over these guesses).
import type { ImportField } from '@gabinete/shared';
import { normalizeKey } from './import-text.ts';

/** Header words → field, compared after normalizeKey. */
const ALIASES: [ImportField, string[]][] = [
  ['name', ['nome', 'nome completo', 'name', 'eleitor', 'nome do eleitor', 'cidadao', 'nome do cidadao']],
  ['socialName', ['nome social']],
  ['nickname', ['apelido', 'conhecido como', 'como e conhecido']],
  ['cpf', ['cpf', 'n cpf', 'numero do cpf', 'cpf do eleitor']],
  ['rg', ['rg', 'identidade', 'carteira de identidade', 'n rg']],
  [
    'birthDate',
    [
      'nascimento',
      'data de nascimento',
      'data nascimento',
      'dt nasc',
      'dt nascimento',
      'data nasc',
      'aniversario',
      'dn',
    ],
  ],
  ['gender', ['genero', 'sexo']],
  [
    'voterTitle',
    ['titulo', 'titulo de eleitor', 'titulo eleitor', 'titulo eleitoral', 'n titulo', 'titulo do eleitor'],
  ],
  ['voterZone', ['zona', 'zona eleitoral']],
  ['voterSection', ['secao', 'secao eleitoral']],
  ['profession', ['profissao', 'ocupacao']],
  ['phone', ['telefone', 'fone', 'tel', 'celular', 'telefone 1', 'fone 1', 'celular 1', 'telefone celular']],
  [
    'phone2',
    ['telefone 2', 'fone 2', 'celular 2', 'telefone fixo', 'fixo', 'telefone residencial', 'outro telefone'],
  ],
  ['whatsapp', ['whatsapp', 'whats', 'zap', 'wpp', 'whatsapp celular']],
  ['email', ['email', 'e mail', 'correio eletronico', 'endereco de email']],
  ['cep', ['cep']],
  ['street', ['endereco', 'logradouro', 'rua', 'end', 'endereco completo']],
  ['number', ['numero', 'n', 'no', 'num', 'nro']],
  ['complement', ['complemento', 'compl']],
  ['neighborhood', ['bairro', 'localidade']],
  ['city', ['cidade', 'municipio']],
  ['uf', ['uf', 'estado', 'sigla uf']],
  ['referencePoint', ['ponto de referencia', 'referencia']],
  ['tags', ['tags', 'tag', 'etiquetas', 'grupos', 'grupo', 'categorias']],
  ['notes', ['observacoes', 'observacao', 'obs', 'anotacoes', 'notas']],
];
const BY_ALIAS = new Map(ALIASES.flatMap(([field, words]) => words.map((w) => [w, field] as const)));
/** A second phone-like column fills the next free phone field. */
const PHONE_FIELDS: ImportField[] = ['phone', 'phone2'];

export function suggestMapping(columns: string[]): Record<string, ImportField> {
  const mapping: Record<string, ImportField> = {};
  const used = new Set<ImportField>();
  for (const column of columns) {
    let field = BY_ALIAS.get(normalizeKey(column));
    if (!field) continue;
    if (used.has(field) && PHONE_FIELDS.includes(field)) field = PHONE_FIELDS.find((f) => !used.has(f));
    if (!field || used.has(field)) continue;
    mapping[column] = field;
    used.add(field);
  }
  return mapping;
}

/** A saved mapping applied to a file whose columns differ only in order, case or accents. */
export function carryMapping(saved: Record<string, string>, columns: string[]): Record<string, ImportField> {
  const byKey = new Map(
    Object.entries(saved).map(([column, field]) => [normalizeKey(column), field as ImportField]),
  );
  const mapping: Record<string, ImportField> = {};
  for (const column of columns) {
    const field = byKey.get(normalizeKey(column));
    if (field) mapping[column] = field;
  }
  return mapping;
}

/** The same layout whatever the column order or accents: sorted normalised names. */
export function columnsSignature(columns: string[]): string {
  return columns.map(normalizeKey).sort().join('|').slice(0, 2000);
}

const nonEmpty = (cells: string[]) => cells.filter((c) => c.trim() !== '').length;

/** Index of the header among the first records: skips title lines above the table ('Relatório 2024'). */
export function pickHeader(records: string[][]): number {
  const widest = Math.max(0, ...records.map(nonEmpty));
  const needed = Math.max(1, Math.ceil(widest / 2));
  const index = records.findIndex((cells) => nonEmpty(cells) >= needed);
  return Math.max(0, index);
}

/** Header cells as unique column names: blanks become 'Coluna C', repeats get ' (2)'. */
export function columnNames(header: string[]): string[] {
  let last = header.length;
  while (last > 0 && header[last - 1]!.trim() === '') last--;
  const seen = new Map<string, number>();
  return header.slice(0, last).map((cell, i) => {
    const base = cell.trim().replace(/\s+/g, ' ').slice(0, 200) || `Coluna ${columnLetter(i)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/** 0 → 'A', 26 → 'AA', as spreadsheets name columns. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
