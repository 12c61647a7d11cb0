import { describe, expect, it } from 'vitest';
import { initialMapping, repeatedFieldErrors, samplesByColumn, toApiMapping } from './import-mapping.ts';

describe('import mapping', () => {
  it('takes up to three distinct, non-empty samples per column', () => {
    const rows = [
      { values: { Nome: 'Ana', Bairro: 'Centro' } },
      { values: { Nome: 'Bia', Bairro: 'Centro' } },
      { values: { Nome: 'Caio', Bairro: '' } },
      { values: { Nome: 'Duda', Bairro: null } },
    ];
    expect(samplesByColumn(['Nome', 'Bairro'], rows)).toEqual({
      Nome: ['Ana', 'Bia', 'Caio'],
      Bairro: ['Centro'],
    });
  });

  it('keeps known suggested fields and drops unmapped columns from the request', () => {
    const mapping = initialMapping(['Nome', 'Obs', 'X'], { Nome: 'name', Obs: 'notes', X: 'nonsense' });
    expect(mapping).toEqual({ Nome: 'name', Obs: 'notes', X: null });
    expect(toApiMapping(mapping)).toEqual({ Nome: 'name', Obs: 'notes' });
  });

  it('flags a field used twice, except tags and observações', () => {
    expect(repeatedFieldErrors({ 'NOME COMPLETO': 'name', Nome2: 'name', T1: 'tags', T2: 'tags' })).toEqual({
      Nome2: 'Nome já está na coluna “NOME COMPLETO”',
    });
  });
});
