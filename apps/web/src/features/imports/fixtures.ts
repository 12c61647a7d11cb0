// An import as the API answers it, for the import screens' tests.
import type { Import } from '@gabinete/shared';

export function makeImport(extra: Partial<Import> = {}): Import {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    fileName: 'contatos.csv',
    format: 'csv',
    encoding: 'latin1',
    sheet: null,
    columns: ['NOME', 'CPF', 'Celular', 'Apelido'],
    mapping: { NOME: 'name', CPF: 'cpf', Celular: 'phone', Apelido: 'nickname' },
    duplicatePolicy: 'skip',
    tagIds: [],
    status: 'uploaded',
    totalRows: 3,
    processedRows: 0,
    createdRows: 0,
    updatedRows: 0,
    skippedRows: 0,
    failedRows: 0,
    note: null,
    error: null,
    user: { _id: 'u-admin', name: 'Ana Souza' },
    createdAt: '2026-03-10T12:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...extra,
  };
}
