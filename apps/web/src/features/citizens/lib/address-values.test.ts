import { describe, expect, it } from 'vitest';
import { addressToValues, emptyAddress, valuesToAddress } from './address-values.ts';

const record = {
  cep: '13025000',
  street: 'Rua das Flores',
  number: '12',
  complement: null,
  neighborhood: 'Cambuí',
  cityIbge: 3509502,
  city: 'Campinas',
  uf: 'SP',
  referencePoint: null,
};

describe('an address in a form', () => {
  it('fills the fields from the record, with the CEP formatted and the city as a choice', () => {
    expect(addressToValues(record)).toEqual({
      cep: '13025-000',
      street: 'Rua das Flores',
      number: '12',
      complement: '',
      neighborhood: 'Cambuí',
      city: { ibge: 3509502, name: 'Campinas', uf: 'SP' },
      uf: 'SP',
      referencePoint: '',
    });
    expect(addressToValues({ ...record, cep: null, cityIbge: null }).cep).toBe('');
    expect(addressToValues({ ...record, cityIbge: null }).city).toBeNull();
  });

  it('sends the city as its IBGE code, the UF following the city over the one picked alone', () => {
    const values = { ...addressToValues(record), uf: 'MG' };
    expect(valuesToAddress(values)).toMatchObject({ cityIbge: 3509502, uf: 'SP', cep: '13025-000' });
    expect(valuesToAddress({ ...emptyAddress(), uf: 'MG' })).toMatchObject({ cityIbge: null, uf: 'MG' });
    expect(valuesToAddress(emptyAddress()).uf).toBeNull();
  });
});
