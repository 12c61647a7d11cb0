import { describe, expect, it } from 'vitest';
import { checkImportFile } from './import-file-check.ts';

describe('checkImportFile', () => {
  it('accepts csv and xlsx', () => {
    expect(checkImportFile({ name: 'Contatos.CSV', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'contatos.xlsx', size: 10 })).toBeNull();
  });

  it('explains what is wrong in pt-BR', () => {
    expect(checkImportFile({ name: 'a.pdf', size: 10 })).toMatch(/Tipo de arquivo não aceito/);
    expect(checkImportFile({ name: 'a.xls', size: 10 })).toMatch(/salve como \.xlsx/);
    expect(checkImportFile({ name: 'a.csv', size: 0 })).toBe('O arquivo está vazio.');
    expect(checkImportFile({ name: 'a.csv', size: 500 * 1024 * 1024 })).toMatch(/o limite é 50 MB/);
  });
});
