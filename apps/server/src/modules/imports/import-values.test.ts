// Spreadsheet shapes in isolation: dates, gender words, delimiters, header guesses.
import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './import-csv.ts';
import { columnNames, pickHeader, suggestMapping } from './import-headers.ts';
import { parseDateCell, parseGender, restoreZeros } from './import-values.ts';

describe('dates', () => {
  const today = new Date('2025-06-10T12:00:00Z');
  it.each([
    ['03/05/1980', '1980-05-03'],
    ['3/5/1980', '1980-05-03'],
    ['03-05-1980', '1980-05-03'],
    ['03.05.1980 00:00', '1980-05-03'],
    ['15/08/75', '1975-08-15'],
    ['15/08/24', '2024-08-15'],
    ['1980-05-03', '1980-05-03'],
    ['1980-05-03T00:00:00.000Z', '1980-05-03'],
    ['29221', '1980-01-01'],
    ['03051980', '1980-05-03'],
    ['19800503', '1980-05-03'],
  ])('reads %s as %s', (raw, iso) => expect(parseDateCell(raw, today)).toBe(iso));

  it.each(['ontem', '1980', '12/1980', ''])('does not take %j for a date', (raw) =>
    expect(parseDateCell(raw, today)).toBeUndefined(),
  );
});

describe('other values', () => {
  it.each([
    ['F', 'feminino'],
    ['Masculino', 'masculino'],
    ['MULHER', 'feminino'],
    ['não binário', 'nao_binario'],
    ['Prefere não informar', 'nao_informado'],
  ])('reads gender %s', (raw, gender) => expect(parseGender(raw)).toBe(gender));

  it('puts back the leading zeros Excel removed from numbers', () => {
    expect(restoreZeros('1234567890', 11, 9)).toBe('01234567890');
    expect(restoreZeros('123', 11, 9)).toBe('123');
    expect(restoreZeros('123.456.789-0', 11, 9)).toBe('123.456.789-0');
  });
});

describe('layout', () => {
  it('detects the delimiter the lines agree on', () => {
    expect(detectDelimiter('nome;cidade\nAna;Campinas\n')).toBe(';');
    expect(detectDelimiter('nome,cidade\n"Silva, Ana",Campinas\n')).toBe(',');
    expect(detectDelimiter('nome\tcidade\tuf\nAna\tCampinas\tSP\n')).toBe('\t');
    expect(detectDelimiter('nome;obs\n"Ana";"um, dois, três"\n')).toBe(';');
  });

  it('finds the header under title lines and names blank or repeated columns', () => {
    expect(pickHeader([['Relatório 2024'], ['Nome', 'CPF', 'Bairro'], ['Ana', '', 'Centro']])).toBe(1);
    expect(columnNames(['Nome', '', 'Telefone', 'Telefone', '', ''])).toEqual([
      'Nome',
      'Coluna B',
      'Telefone',
      'Telefone (2)',
    ]);
  });

  it('guesses fields from Portuguese headers, without accents or case', () => {
    expect(
      suggestMapping([
        'NOME COMPLETO',
        'Município',
        'Título de Eleitor',
        'Seção',
        'dt_nasc',
        'Celular',
        'Telefone',
        'E-MAIL',
        'Nº',
        'Observações',
        'Nome da mãe',
      ]),
    ).toEqual({
      'NOME COMPLETO': 'name',
      Município: 'city',
      'Título de Eleitor': 'voterTitle',
      Seção: 'voterSection',
      dt_nasc: 'birthDate',
      Celular: 'phone',
      Telefone: 'phone2',
      'E-MAIL': 'email',
      Nº: 'number',
      Observações: 'notes',
    });
  });
});
