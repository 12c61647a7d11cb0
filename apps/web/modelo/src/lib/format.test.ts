import { describe, expect, it } from 'vitest';
import { formatAmount } from './format.ts';

// Intl puts a no-break space after R$.
const brl = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatAmount', () => {
  it('shows the template’s dollar texts as reais', () => {
    expect(brl(formatAmount('$12,110.55'))).toBe('R$ 12.110,55');
    expect(brl(formatAmount('$297'))).toBe('R$ 297,00');
    expect(brl(formatAmount('-$138'))).toBe('-R$ 138,00');
  });

  it('reads numbers and Brazilian texts, and leaves anything else as it is', () => {
    expect(brl(formatAmount(0))).toBe('R$ 0,00');
    expect(brl(formatAmount(5453))).toBe('R$ 5.453,00');
    expect(brl(formatAmount('R$ 12.110,55'))).toBe('R$ 12.110,55');
    expect(formatAmount('a combinar')).toBe('a combinar');
  });
});
