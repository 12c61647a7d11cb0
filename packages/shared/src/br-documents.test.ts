import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCnpjInput,
  isValidCnpj,
  formatCep,
  formatCpf,
  formatCpfInput,
  formatVoterTitle,
  isValidCpf,
  isValidVoterTitle,
  normalizeCep,
  parseBrazilianPhone,
  phoneSearchDigits,
} from './br-documents.ts';

describe('CPF', () => {
  it('accepts a CPF with the right check digits, typed with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('formats stored digits and what a person types', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpfInput('5299822')).toBe('529.982.2');
  });
});

describe('título de eleitor', () => {
  it('accepts a título whose check digits follow the TSE rule', () => {
    // 10238501 + UF 06 (PR): dv1 = 117 mod 11 = 7, dv2 = (0·7 + 6·8 + 7·9) mod 11 = 1.
    expect(isValidVoterTitle('1023 8501 0671')).toBe(true);
  });

  it('refuses a wrong check digit and an unknown UF code', () => {
    expect(isValidVoterTitle('102385010672')).toBe(false);
    expect(isValidVoterTitle('102385012971')).toBe(false);
    expect(isValidVoterTitle('000000000000')).toBe(false);
  });

  it('formats in three groups of four', () => {
    expect(formatVoterTitle('102385010671')).toBe('1023 8501 0671');
  });
});

describe('CEP', () => {
  it('keeps the 8 digits and formats them', () => {
    expect(normalizeCep('70040-010')).toBe('70040010');
    expect(normalizeCep('7004001')).toBeNull();
    expect(formatCep('70040010')).toBe('70040-010');
  });
});

describe('phones', () => {
  it('stores mobile and landline numbers as E.164', () => {
    expect(parseBrazilianPhone('(61) 99999-8888')).toBe('+5561999998888');
    expect(parseBrazilianPhone('61 3222-1234')).toBe('+556132221234');
    expect(parseBrazilianPhone('+55 61 99999-8888')).toBe('+5561999998888');
    expect(parseBrazilianPhone('061999998888')).toBe('+5561999998888');
  });

  it('refuses numbers without DDD, with an impossible DDD or a mobile without the 9', () => {
    expect(parseBrazilianPhone('99999-8888')).toBeNull();
    expect(parseBrazilianPhone('(01) 99999-8888')).toBeNull();
    expect(parseBrazilianPhone('(61) 89999-8888')).toBeNull();
    expect(parseBrazilianPhone('+1 415 555 0100')).toBeNull();
  });

  it('reads phone digits from a search box but not from a name', () => {
    expect(phoneSearchDigits('99999-8888')).toBe('999998888');
    expect(phoneSearchDigits('joao 99999')).toBeNull();
    expect(phoneSearchDigits('1234')).toBeNull();
  });
});

describe('CNPJ', () => {
  it('checks the two digits, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });

  it('accepts the alphanumeric CNPJ (letters in the first 12 characters)', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
  });

  it('formats stored and typed values', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpjInput('1122233300')).toBe('11.222.333/00');
  });
});
