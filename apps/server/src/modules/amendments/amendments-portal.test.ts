import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePortalText, parsePortalCsv } from './amendments-portal.ts';

const HEADER =
  'Código da Emenda;Ano da Emenda;Tipo de Emenda;Código do Autor da Emenda;Nome do Autor da Emenda;Número da emenda;Código Município IBGE;Município;Valor Empenhado;Valor Liquidado;Valor Pago;Valor Restos A Pagar Inscritos;Valor Restos A Pagar Cancelados;Valor Restos A Pagar Pagos';
const IND = 'Emenda Individual - Transferências com Finalidade Definida';
const line = (code: string, city: string, values: string, year = '2024', author = 'FULANO') =>
  `${code};${year};${IND};2707;${author};0003;${city};Cidade;${values}`;

describe('Portal CSV', () => {
  it('reads the sample fixture in Windows-1252 and groups an emenda spread over rows', () => {
    const text = decodePortalText(
      fs.readFileSync(new URL('../../../fixtures/portal-emendas-amostra.csv', import.meta.url)),
    );
    expect(text).toContain('Código da Emenda');
    const { groups, rows, errors } = parsePortalCsv(text);
    expect(rows).toBe(9);
    const cei = groups.find((g) => g.code === '202427070003')!;
    expect(cei).toMatchObject({ rows: 2, year: 2024, cityIbge: 3509502, kind: IND });
    expect(cei.money.committed).toBe(25_000_000);
    expect(groups.find((g) => g.code === '202431250001')!.money).toMatchObject({
      committed: 100_000_050,
      rapRegistered: 20_000_050,
    });
    expect(errors).toEqual([
      { line: 10, message: expect.stringContaining('código da emenda "S/I" inválido') },
    ]);
  });

  it('sums several rows, and a município shared by all rows only', () => {
    const { groups } = parsePortalCsv(
      [
        HEADER,
        line('202427070003', '3509502', '1.000,50;0;0;0;0;0'),
        line('202427070003', '3552403', '2,50;1;0;0;0;0'),
      ].join('\n'),
    );
    expect(groups).toEqual([
      expect.objectContaining({
        code: '202427070003',
        rows: 2,
        cityIbge: null,
        money: expect.objectContaining({ committed: 100_300, liquidated: 100 }),
      }),
    ]);
  });

  it('reports a negative or malformed value by line and leaves the whole emenda out', () => {
    const { groups, errors } = parsePortalCsv(
      [
        HEADER,
        line('202427070003', '3509502', '10,00;0;0;0;0;0'),
        line('202427070003', '3509502', '-5,00;0;0;0;0;0'),
        line('202427070004', '3509502', '1,000.50;0;0;0;0;0'),
        line('202427070005', '3509502', '7,00;0;0;0;0;0'),
      ].join('\n'),
    );
    expect(groups.map((g) => g.code)).toEqual(['202427070005']);
    expect(errors.map((e) => e.message)).toEqual([
      'Linha 3: "Valor Empenhado" não pode ser negativo (-5,00).',
      'Linha 4: "Valor Empenhado" tem o valor "1,000.50", que não é um número no formato 1.000,50.',
    ]);
  });

  it('refuses a código repeated with another ano or autor', () => {
    const { groups, errors } = parsePortalCsv(
      [
        HEADER,
        line('202427070003', '3509502', '1;0;0;0;0;0'),
        line('202427070003', '3509502', '1;0;0;0;0;0', '2025'),
      ].join('\n'),
    );
    expect(groups).toEqual([]);
    expect(errors[0]!.message).toContain('o código 202427070003 se repete com outro ano ou autor');
  });

  it('refuses a file without the layout, naming the missing column, and UTF-16', () => {
    expect(() => parsePortalCsv(HEADER.replace(';Valor Pago', '') + '\n')).toThrow(
      'Falta a coluna "Valor Pago" do CSV de emendas do Portal da Transparência.',
    );
    expect(() => parsePortalCsv('nome,cpf\nJoão,123\n')).toThrow(/Faltam as colunas|separado por ";"/);
    expect(() => decodePortalText(Buffer.from('\ufeffCódigo', 'utf16le'))).toThrow();
    expect(decodePortalText(Buffer.from('Código;Município', 'utf8'))).toBe('Código;Município');
    expect(decodePortalText(Buffer.from([0x43, 0xf3, 0x64]))).toBe('Cód');
  });
});
