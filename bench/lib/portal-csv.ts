// A Portal da Transparência emendas CSV for the import figure, in the Portal's own shape (the fixture's header,
// ';' and quotes, Windows-1252, '1.234,56'): each emenda over ROWS_PER_AMENDMENT rows (localidade × ação). Half
// the emendas are seeded ones with new values (updates), a quarter new ones of the office's authors
// (creations), a quarter of another author (parked for review).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './children.ts';
import { amendmentCode, AUTHOR_NAMES, OFFICE_AUTHORS } from './seed-areas.ts';

export const ROWS_PER_AMENDMENT = 5;
const FIXTURE = path.join(ROOT, 'apps/server/fixtures/portal-emendas-amostra.csv');
const ACTIONS = [
  [
    '10',
    'Saúde',
    '301',
    'Atenção básica',
    '5019',
    'Atenção Primária à Saúde',
    '2E89',
    'Incremento Temporário',
  ],
  [
    '12',
    'Educação',
    '365',
    'Educação infantil',
    '5018',
    'Educação Básica',
    '0509',
    'Apoio à Educação Infantil',
  ],
  [
    '15',
    'Urbanismo',
    '451',
    'Infra-estrutura urbana',
    '2217',
    'Desenvolvimento Urbano',
    '1D73',
    'Pavimentação',
  ],
  ['27', 'Desporto e lazer', '812', 'Desporto comunitário', '5024', 'Esporte', '20JP', 'Quadras esportivas'],
  ['20', 'Agricultura', '606', 'Extensão rural', '6003', 'Agropecuária', '7K66', 'Máquinas agrícolas'],
];
const KIND = 'Emenda Individual - Transferências com Finalidade Definida';

const money = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`;
const quoted = (cells: (string | number)[]) => cells.map((c) => `"${c}"`).join(';');

export interface PortalFile {
  path: string;
  rows: number;
  amendments: number;
  bytes: number;
}

/** `seeded`: how many emendas the office has (codes amendmentCode(1..seeded); 19 is prime to it, so the
 * updated codes never repeat). */
export function writePortalCsv(file: string, amendments: number, seeded: number): PortalFile {
  const header = fs.readFileSync(FIXTURE, 'latin1').split(/\r?\n/)[0]!;
  const lines = [header];
  for (let k = 0; k < amendments; k++) {
    const share = k % 4;
    const n = k >> 2;
    const code =
      share < 2
        ? amendmentCode(1 + (((n * 2 + share) * 19) % seeded))
        : share === 2
          ? `2026${OFFICE_AUTHORS[n % 4]}${String(5000 + (n % 5000)).padStart(4, '0')}`
          : `20259999${String(n % 10000).padStart(4, '0')}`;
    const year = code.slice(0, 4);
    const author = share === 3 ? 'OUTRO PARLAMENTAR' : AUTHOR_NAMES[k % 2]!;
    for (let r = 0; r < ROWS_PER_AMENDMENT; r++) {
      const a = ACTIONS[(k + r) % ACTIONS.length]!;
      const committed = 1_000_000 + ((k * 7919 + r * 104_729) % 9_000_000);
      lines.push(
        quoted([
          code,
          year,
          KIND,
          code.slice(4, 8),
          author,
          code.slice(8),
          'CAMPINAS - SP',
          '3509502',
          'Campinas',
          '35',
          'SP',
          'Sudeste',
          a[0]!,
          a[1]!,
          a[2]!,
          a[3]!,
          a[4]!,
          a[5]!,
          a[6]!,
          a[7]!,
          '0000',
          'Emenda Parlamentar',
          money(committed),
          money(Math.floor(committed / 2)),
          money(Math.floor(committed / 4)),
          money(0),
          money(0),
          money(0),
        ]),
      );
    }
  }
  const bytes = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
  fs.writeFileSync(file, bytes);
  return { path: file, rows: lines.length - 1, amendments, bytes: bytes.length };
}
