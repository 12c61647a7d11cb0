import { describe, expect, it } from 'vitest';
import { formatBrl, parseBrlToCents } from './money.ts';

describe('money in centavos', () => {
  it('formats as R$ 1.234,56', () => {
    expect(formatBrl(123456)).toBe('R$ 1.234,56');
    expect(formatBrl(0)).toBe('R$ 0,00');
    expect(formatBrl(25_000_000)).toBe('R$ 250.000,00');
  });

  it('reads Brazilian decimals the Portal and people write', () => {
    expect(parseBrlToCents('1.000,50')).toBe(100050);
    expect(parseBrlToCents('250000')).toBe(25_000_000);
    expect(parseBrlToCents('R$ 12,5')).toBe(1250);
    expect(parseBrlToCents('0,00')).toBe(0);
    expect(parseBrlToCents('-3,50')).toBe(-350);
    expect(parseBrlToCents('1,000.50')).toBeNull();
    expect(parseBrlToCents('12,345')).toBeNull();
    expect(parseBrlToCents('abc')).toBeNull();
    expect(parseBrlToCents('')).toBeNull();
  });
});
