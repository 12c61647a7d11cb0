// The CSV cells and records every export writes: quoting, formula neutralisation, CRLF.
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csvCell', () => {
  it('writes plain text, numbers and empty values as they are', () => {
    expect(csvCell('Maria da Silva')).toBe('Maria da Silva');
    expect(csvCell('(19) 99100-0901')).toBe('(19) 99100-0901');
    expect(csvCell('zu@exemplo.com')).toBe('zu@exemplo.com');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Vila; Nova')).toBe('"Vila; Nova"');
    expect(csvCell('Rua "A"')).toBe('"Rua ""A"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('fim\r')).toBe('"fim\r"');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+5561999998888')).toBe("'+5561999998888");
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Ana-Maria')).toBe('Ana-Maria');
  });
});

describe('csvLine', () => {
  it("joins the cells with ';' and ends the record with CRLF", () => {
    expect(csvLine(['Nome', 'CPF'])).toBe('Nome;CPF\r\n');
    expect(csvLine(['Abel', null, '', 'Vila; Nova', 3])).toBe('Abel;;;"Vila; Nova";3\r\n');
    expect(csvLine([])).toBe('\r\n');
    expect(csvLine([null])).toBe('\r\n');
  });
});
