// The spreadsheet an office brings: ';'-separated UTF-8 (BOM) as Excel saves it, 2 % bad rows, 2 % duplicates.
import fs from 'node:fs';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './seed-names.ts';
import { CITIES, NEIGHBORHOODS, VOTER_ZONES } from './seed-places.ts';
import { seededCpf, seededPhone } from './seed-values.ts';

export const CSV_MAPPING: Record<string, string> = {
  Nome: 'name',
  CPF: 'cpf',
  Nascimento: 'birthDate',
  Sexo: 'gender',
  Celular: 'phone',
  'E-mail': 'email',
  CEP: 'cep',
  Endereço: 'street',
  Número: 'number',
  Bairro: 'neighborhood',
  Cidade: 'city',
  UF: 'uf',
  Zona: 'voterZone',
  Seção: 'voterSection',
  Observações: 'notes',
};
const HEADER = Object.keys(CSV_MAPPING);

/** Small deterministic PRNG (mulberry32): the same file every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cell = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const pad = (n: number, len = 2) => String(n).padStart(len, '0');

function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** The defect of every 50th row (2 %), in turn: each must give a row error in the report. */
const DEFECTS: [string, string][] = [
  ['CPF', '123.456.789-00'],
  ['Nascimento', '31/02/1985'],
  ['Nascimento', '12/05/2031'],
  ['Celular', '1234'],
  ['Nome', ''],
];

export interface CsvFile {
  path: string;
  rows: number;
  bytes: number;
}

/** Rows j = offset+1 … offset+rows; j picks unique CPFs/phones outside the seeded ranges. */
export function writeCitizensCsv(file: string, rows: number, offset: number, seededCount: number): CsvFile {
  const r = random(offset + 7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const fd = fs.openSync(file, 'w');
  let lines: string[] = ['\ufeff' + HEADER.join(';')];
  const kept: Record<string, string>[] = [];
  for (let k = 1; k <= rows; k++) {
    const j = offset + k;
    const female = r() < 0.52;
    const row: Record<string, string> = {
      Nome: `${pick(female ? FEMALE_NAMES : MALE_NAMES)} ${pick(SURNAMES)} ${pick(SURNAMES)}`,
      // A multiple of 5 past the seeded numbers: a valid CPF no seeded citizen has.
      CPF: r() < 0.7 ? formatCpf(seededCpf((j + 5_000_000) * 5)!) : '',
      Nascimento: `${pad(1 + Math.floor(r() * 28))}/${pad(1 + Math.floor(r() * 12))}/${1940 + Math.floor(r() * 68)}`,
      Sexo: female ? pick(['F', 'Feminino']) : pick(['M', 'Masculino']),
      Celular: '',
      'E-mail': r() < 0.4 ? `contato${j}@${pick(['gmail.com', 'hotmail.com', 'yahoo.com.br'])}` : '',
      CEP: r() < 0.8 ? `13${pad(Math.floor(r() * 1000), 3)}-${pad(Math.floor(r() * 1000), 3)}` : '',
      Endereço: `Rua ${pick(MALE_NAMES)} ${pick(SURNAMES)}`,
      Número: String(1 + Math.floor(r() * 2000)),
      Bairro: NEIGHBORHOODS[Math.floor(NEIGHBORHOODS.length * r() ** 2)]!,
      Cidade: pick(CITIES).name,
      UF: 'SP',
      Zona: r() < 0.6 ? pick(VOTER_ZONES) : '',
      Seção: r() < 0.6 ? String(1 + Math.floor(r() * 480)) : '',
      Observações: r() < 0.05 ? 'Pediu iluminação na rua; "urgente"' : '',
    };
    const phone = seededPhone(j + 20_000_000);
    row.Celular =
      r() < 0.5
        ? `(${phone.ddd}) ${phone.local.slice(0, 5)}-${phone.local.slice(5)}`
        : phone.ddd + phone.local;
    if (k % 100 === 13 && kept.length > 0) Object.assign(row, { ...kept[kept.length - 1] }); // same person twice
    if (k % 100 === 29) {
      // A citizen the office already has (seeded), by CPF and phone.
      const i = 5 * Math.floor((r() * seededCount) / 5) + 1;
      const existing = seededPhone(i);
      Object.assign(row, { CPF: seededCpf(i) ?? '', Celular: existing.ddd + existing.local });
    }
    if (k % 50 === 7) {
      const [field, value] = DEFECTS[Math.floor(k / 50) % DEFECTS.length]!;
      row[field] = value;
    }
    if (k % 100 === 12) kept.push({ Nome: row.Nome!, CPF: row.CPF!, Celular: row.Celular! });
    lines.push(HEADER.map((h) => cell(row[h] ?? '')).join(';'));
    if (lines.length >= 5_000) {
      fs.writeSync(fd, lines.join('\r\n') + '\r\n');
      lines = [];
    }
  }
  if (lines.length) fs.writeSync(fd, lines.join('\r\n') + '\r\n');
  fs.closeSync(fd);
  return { path: file, rows, bytes: fs.statSync(file).size };
}
