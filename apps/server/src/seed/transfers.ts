// Demo import and export history: a finished import (its citizens written by the real batch code, a few rows
// refused with their reasons), a failed import, and expired exports. Idempotent (fixed ids); skipped until
// the demo office has citizens.
import { and, count, eq, sql } from 'drizzle-orm';
import type { ImportField } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { auditLog } from '../modules/audit/audit.table.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';
import { exports } from '../modules/exports/exports.table.ts';
import { commitBatch } from '../modules/imports/import-batch.ts';
import { loadCityIndex } from '../modules/imports/import-cities.ts';
import { parseRow } from '../modules/imports/import-row.ts';
import { rowsOf } from '../modules/imports/import-sql.ts';
import { imports } from '../modules/imports/imports.table.ts';
import { users } from '../modules/users/users.table.ts';
import { DEMO_ORG_ID } from './demo.ts';

const IMPORT_DONE = '00000000-0000-4000-8000-00000000a001';
const IMPORT_FAILED = '00000000-0000-4000-8000-00000000a002';
const EXPORT_CSV = '00000000-0000-4000-8000-00000000e001';
const EXPORT_XLSX = '00000000-0000-4000-8000-00000000e002';

const COLUMNS = ['Nome', 'Celular', 'E-mail', 'Bairro', 'Cidade', 'Observação'];
const MAPPING: Record<string, ImportField> = {
  Nome: 'name',
  Celular: 'phone',
  'E-mail': 'email',
  Bairro: 'neighborhood',
  Cidade: 'city',
  Observação: 'notes',
};
const FILE_NAME = 'apoiadores-feira-cambui.csv';

/** The sheet as the team typed it at the fair: most rows fine, a few that the import refuses. */
const SHEET: string[][] = [
  [
    'Irani Bittencourt Sobral',
    '(19) 98870-1101',
    'irani.sobral@exemplo.com.br',
    'Cambuí',
    'Campinas',
    'Quer participar das reuniões',
  ],
  ['Odete Paranhos Lemos', '(19) 98870-1102', '', 'Cambuí', 'Campinas', ''],
  ['Wladimir Quintella Rocha', '19988701103', 'wladimir.rocha@exemplo.com.br', 'Taquaral', 'Campinas', ''],
  ['Zenaide Furtado Amaral', '(19) 98870-1104', '', 'Cambuí', 'Campinas', 'Pediu poda de árvore na rua'],
  ['Ubirajara Leme Toledo', '(19) 98870-1105', 'bira.toledo@exemplo.com.br', 'Castelo', 'Campinas', ''],
  ['Yolanda Prestes Arruda', '(19) 98870-1106', '', 'Cambuí', 'Campinas', ''],
  ['Quitéria Bastos Nogueira', '(19) 98870-1107', '', 'Guanabara', 'Campinas', ''],
  ['Xavier Damasceno Pires', '(19) 98870-1108', 'xavier.pires@exemplo.com.br', 'Cambuí', 'Valinhos', ''],
  ['Eulália Sampaio Fontoura', '(19) 98870-1109', '', 'Cambuí', 'Campinas', 'Voluntária para o mutirão'],
  ['Teodoro Bragança Vilela', '(19) 98870-1110', '', 'Bosque', 'Campinas', ''],
  ['Rosalina Guedes Falcão', '(19) 98870-1111', 'rosalina.falcao@exemplo.com.br', 'Cambuí', 'Campinas', ''],
  ['Natanael Coutinho Brandão', '(19) 98870-1112', '', 'Taquaral', 'Campinas', ''],
  ['Gumercindo Albuquerque', '(19) 9887-01', '', 'Cambuí', 'Campinas', ''],
  ['Hermínia Cordeiro Lacerda', '(19) 98870-1114', 'herminia@', 'Cambuí', 'Campinas', ''],
  ['Leopoldina Azevedo Matos', '(19) 98870-1115', '', 'Centro', 'Campinas do Norte', ''],
  ['M', '(19) 98870-1116', '', 'Cambuí', 'Campinas', ''],
];

const daysAgo = (days: number, at = new Date()) => new Date(at.getTime() - days * 86_400_000);

async function completedImport(db: Db, userId: string | null): Promise<void> {
  const startedAt = daysAgo(6);
  await db.insert(imports).values({
    id: IMPORT_DONE,
    organizationId: DEMO_ORG_ID,
    userId,
    fileName: FILE_NAME,
    filePath: `${IMPORT_DONE}.upload`,
    format: 'csv',
    encoding: 'latin1',
    columns: COLUMNS,
    mapping: MAPPING,
    duplicatePolicy: 'skip',
    status: 'running',
    totalRows: SHEET.length,
    createdAt: startedAt,
    startedAt,
  });
  // Two people the office already had: the import skips them as duplicates (same phone).
  const known = await rowsOf<{ name: string; number: string }>(
    db,
    sql`select c.name, p.number from citizens c join citizen_phones p on p.citizen_id = c.id
        where c.organization_id = ${DEMO_ORG_ID} and c.deleted_at is null order by c.name, p.number limit 2`,
  );
  const sheet = [...SHEET, ...known.map((k) => [k.name, k.number.slice(3), '', '', 'Campinas', ''])];
  await db.update(imports).set({ totalRows: sheet.length }).where(eq(imports.id, IMPORT_DONE));
  const rules = { columns: COLUMNS, mapping: MAPPING, cities: await loadCityIndex(db, 'SP') };
  const rows = sheet.map((cells, i) => parseRow({ row: i + 2, cells }, rules));
  await commitBatch(
    db,
    {
      importId: IMPORT_DONE,
      organizationId: DEMO_ORG_ID,
      userId,
      fileName: FILE_NAME,
      policy: 'skip',
      tagIds: [],
      cities: rules.cities,
      tagCache: new Map(),
      checkPerBatch: false,
    },
    rows,
    0,
  );
  await db
    .update(imports)
    .set({ status: 'completed', finishedAt: new Date(startedAt.getTime() + 4000) })
    .where(eq(imports.id, IMPORT_DONE));
  // The citizens came in with the import, six days ago.
  await db.execute(
    sql`update citizens set created_at = ${startedAt}, updated_at = ${startedAt} where import_id = ${IMPORT_DONE}`,
  );
  await db.execute(sql`update citizen_changes set created_at = ${startedAt}
    where citizen_id in (select id from citizens where import_id = ${IMPORT_DONE})`);
}

async function failedImport(db: Db, userId: string | null): Promise<void> {
  const at = daysAgo(9);
  await db.insert(imports).values({
    id: IMPORT_FAILED,
    organizationId: DEMO_ORG_ID,
    userId,
    fileName: 'cadastro-geral-2022.xlsx',
    filePath: `${IMPORT_FAILED}.upload`,
    format: 'xlsx',
    sheet: 'Planilha1',
    columns: ['NOME', 'FONE', 'BAIRRO'],
    mapping: { NOME: 'name', FONE: 'phone', BAIRRO: 'neighborhood' },
    status: 'failed',
    totalRows: 2314,
    note: 'Nenhuma linha foi importada.',
    error: 'Não foi possível ler o arquivo. Envie uma planilha CSV ou XLSX.',
    createdAt: at,
    startedAt: at,
    finishedAt: new Date(at.getTime() + 2000),
  });
}

async function expiredExports(db: Db, userId: string | null): Promise<void> {
  const rows = [
    {
      id: EXPORT_CSV,
      format: 'csv',
      filter: { status: 'active' },
      description: 'Todos os eleitores',
      days: 8,
    },
    {
      id: EXPORT_XLSX,
      format: 'xlsx',
      filter: { status: 'active', neighborhood: 'Cambuí' },
      description: 'Bairro: Cambuí',
      days: 5,
    },
  ];
  for (const r of rows) {
    const createdAt = daysAgo(r.days);
    const [{ n }] = (await rowsOf<{ n: number }>(
      db,
      r.filter.neighborhood
        ? sql`select count(*)::int as n from citizens where organization_id = ${DEMO_ORG_ID} and deleted_at is null and neighborhood = ${r.filter.neighborhood}`
        : sql`select count(*)::int as n from citizens where organization_id = ${DEMO_ORG_ID} and deleted_at is null`,
    )) as [{ n: number }];
    await db.insert(exports).values({
      id: r.id,
      organizationId: DEMO_ORG_ID,
      userId,
      format: r.format,
      filter: r.filter,
      description: r.description,
      status: 'expired',
      rowCount: n,
      fileSize: n * (r.format === 'csv' ? 190 : 110),
      createdAt,
      finishedAt: new Date(createdAt.getTime() + 1500),
      expiresAt: new Date(createdAt.getTime() + 72 * 3600_000),
    });
    await db.insert(auditLog).values({
      organizationId: DEMO_ORG_ID,
      userId,
      action: 'export',
      entity: 'export',
      entityId: r.id,
      data: { format: r.format, description: r.description },
      createdAt,
    });
  }
}

export async function seedTransfers(db: Db): Promise<void> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(citizens)
    .where(eq(citizens.organizationId, DEMO_ORG_ID))) as [{ n: number }];
  if (n === 0) return;
  const [done] = await db.select({ id: imports.id }).from(imports).where(eq(imports.id, IMPORT_DONE));
  if (done) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, DEMO_ORG_ID), eq(users.email, 'admin@gabinete.demo')));
  const userId = admin?.id ?? null;
  // All or nothing: a seed cut short would leave an import 'running' with no file to resume from.
  await db.transaction(async (tx) => {
    await completedImport(tx, userId);
    await failedImport(tx, userId);
    await expiredExports(tx, userId);
    await auditImport(tx, userId);
  });
}

async function auditImport(db: Db, userId: string | null): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: DEMO_ORG_ID,
    userId,
    action: 'import',
    entity: 'import',
    entityId: IMPORT_DONE,
    data: { fileName: FILE_NAME, duplicatePolicy: 'skip' },
    createdAt: daysAgo(6),
  });
}
