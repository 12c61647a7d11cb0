// The emendas export (CSV/XLSX, through the exports' job and history): one cursor query over the list's filter,
// newest year first, as the pt-BR columns of the file; money as numbers (R$ format in the XLSX, '1.234,56' in the CSV).
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  AMENDMENT_MODALITY_LABELS,
  AMENDMENT_SPHERE_LABELS,
  AMENDMENT_STATUS_LABELS,
  formatCnpj,
  type AmendmentFilter,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { formatterIn } from '../../lib/office-time.ts';
import { areas } from '../areas/areas.table.ts';
import { formatDayBr } from '../citizens/citizens-dates.ts';
import { rowsOf } from '../imports/import-sql.ts';
import type { ExportCell, ExportLayout } from '../exports/export-writers.ts';
import { municipalities } from '../geo/geo.table.ts';
import { institutions } from '../institutions/institutions.table.ts';
import { users } from '../users/users.table.ts';
import { amendmentFilterWhere } from './amendments.filter.ts';
import { amendments as t } from './amendments.table.ts';

/** What an exports row keeps for an emendas export (the citizens' keep their filter or ids). */
export interface AmendmentExportSelection {
  subject: 'amendments';
  userId: string;
  filter: AmendmentFilter;
}

export const isAmendmentSelection = (filter: unknown): filter is AmendmentExportSelection =>
  !!filter && typeof filter === 'object' && (filter as { subject?: unknown }).subject === 'amendments';

const MONEY = [
  'Indicado',
  'Aprovado',
  'Empenhado',
  'Liquidado',
  'Pago',
  'RAP inscrito',
  'RAP cancelado',
  'RAP pago',
];
export const AMENDMENT_EXPORT_HEADERS = [
  'Esfera',
  'Ano',
  'Número',
  'Código',
  'Tipo',
  'Autor',
  'Objeto',
  'Área',
  'Município',
  'UF',
  'Beneficiário',
  'CNPJ do beneficiário',
  'Modalidade',
  'Órgão',
  'Situação',
  'Situação na fonte',
  ...MONEY,
  'Indicada em',
  'Empenhada em',
  'Paga em',
  'Nº do empenho',
  'Nº do convênio',
  'Nº SEI',
  'Responsável',
  'Atualizada em',
];
const MONEY_FROM = 16;
const brNumber = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const AMENDMENTS_LAYOUT: ExportLayout = {
  headers: AMENDMENT_EXPORT_HEADERS,
  widths: [
    10, 6, 12, 15, 22, 28, 40, 18, 20, 5, 32, 20, 20, 28, 12, 20, 16, 16, 16, 16, 16, 16, 16, 16, 13, 13, 13,
    18, 18, 18, 22, 13,
  ],
  sheet: 'Emendas',
  numFmts: Object.fromEntries(MONEY.map((_, i) => [MONEY_FROM + i, '"R$" #,##0.00'])),
  csvNumber: (value) => brNumber.format(value),
};

interface Row {
  sphere: string;
  year: number;
  number: string | null;
  code: string | null;
  kind: string;
  author: string;
  object: string | null;
  area: string | null;
  city: string | null;
  uf: string | null;
  institution: string | null;
  cnpj: string | null;
  modality: string | null;
  agency: string | null;
  status: string;
  sourceStatus: string | null;
  indicated: string;
  approved: string;
  committed: string;
  liquidated: string;
  paid: string;
  rapRegistered: string;
  rapCancelled: string;
  rapPaid: string;
  indicatedOn: string | null;
  committedOn: string | null;
  paidOn: string | null;
  commitmentNumber: string | null;
  agreementNumber: string | null;
  seiNumber: string | null;
  responsible: string | null;
  updatedAt: string | Date;
}

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value ? (labels[value as K] ?? value) : '';
const dayOptions = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const reais = (cents: string | number) => Number(cents) / 100;

function query(where: SQL): SQL {
  return sql`select ${t.sphere} as "sphere", ${t.year} as "year", ${t.number} as "number", ${t.code} as "code",
      ${t.kind} as "kind", ${t.author} as "author", ${t.object} as "object", a.name as "area", m.name as "city",
      ${t.uf} as "uf", i.name as "institution", i.cnpj as "cnpj", ${t.modality} as "modality",
      ${t.agency} as "agency", ${t.status} as "status", ${t.sourceStatus} as "sourceStatus",
      ${t.indicated} as "indicated", ${t.approved} as "approved", ${t.committed} as "committed",
      ${t.liquidated} as "liquidated", ${t.paid} as "paid", ${t.rapRegistered} as "rapRegistered",
      ${t.rapCancelled} as "rapCancelled", ${t.rapPaid} as "rapPaid", ${t.indicatedOn}::text as "indicatedOn",
      ${t.committedOn}::text as "committedOn", ${t.paidOn}::text as "paidOn",
      ${t.commitmentNumber} as "commitmentNumber", ${t.agreementNumber} as "agreementNumber",
      ${t.seiNumber} as "seiNumber", u.name as "responsible", ${t.updatedAt} as "updatedAt"
    from ${t}
    left join ${areas} a on a.id = ${t.areaId}
    left join ${municipalities} m on m.ibge = ${t.cityIbge}
    left join ${institutions} i on i.id = ${t.institutionId}
    left join ${users} u on u.id = ${t.responsibleId}
    where ${where}
    order by ${t.year} desc, ${t.createdAt} desc, ${t.id}`;
}

function formatRow(r: Row, timeZone: string): ExportCell[] {
  return [
    label(AMENDMENT_SPHERE_LABELS, r.sphere),
    String(r.year),
    r.number ?? '',
    r.code ?? '',
    // The Portal's 'Tipo de Emenda' verbatim, so the sheet matches the Portal's own.
    r.kind,
    r.author,
    r.object ?? '',
    r.area ?? '',
    r.city ?? '',
    r.uf ?? '',
    r.institution ?? '',
    r.cnpj ? formatCnpj(r.cnpj) : '',
    label(AMENDMENT_MODALITY_LABELS, r.modality),
    r.agency ?? '',
    label(AMENDMENT_STATUS_LABELS, r.status),
    r.sourceStatus ?? '',
    reais(r.indicated),
    reais(r.approved),
    reais(r.committed),
    reais(r.liquidated),
    reais(r.paid),
    reais(r.rapRegistered),
    reais(r.rapCancelled),
    reais(r.rapPaid),
    formatDayBr(r.indicatedOn) ?? '',
    formatDayBr(r.committedOn) ?? '',
    formatDayBr(r.paidOn) ?? '',
    r.commitmentNumber ?? '',
    r.agreementNumber ?? '',
    r.seiNumber ?? '',
    r.responsible ?? '',
    formatterIn(timeZone, dayOptions).format(new Date(r.updatedAt)),
  ];
}

const PAGE = 2000;

/** Formatted rows handed to `page` PAGE at a time; the count of rows. */
export async function amendmentExportRows(
  db: Db,
  organizationId: string,
  selection: AmendmentExportSelection,
  page: (rows: ExportCell[][]) => Promise<void>,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<number> {
  const where = amendmentFilterWhere(organizationId, selection.userId, selection.filter);
  return db.transaction(async (tx) => {
    await tx.execute(sql`declare amendment_rows no scroll cursor for ${query(where)}`);
    let count = 0;
    for (;;) {
      const rows = await rowsOf<Row>(tx, sql.raw(`fetch ${PAGE} from amendment_rows`));
      if (!rows.length) return count;
      count += rows.length;
      await page(rows.map((r) => formatRow(r, timeZone)));
    }
  });
}
