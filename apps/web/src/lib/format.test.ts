import { describe, expect, it } from 'vitest';
import { formatDate, formatRange, formatRelative, formatTotal, initials } from './format.ts';

describe('pt-BR formats', () => {
  it('writes dates as dd/mm/aaaa in the office time zone', () => {
    expect(formatDate('2026-03-05T15:00:00.000Z')).toBe('05/03/2026');
    expect(formatDate(null)).toBe('—');
  });

  it('summarises a page as first–last de total with pt-BR thousands', () => {
    expect(formatRange(1, 25, 143)).toBe('1–25 de 143');
    expect(formatRange(6, 25, 143)).toBe('126–143 de 143');
    expect(formatRange(1, 25, 12430)).toBe('1–25 de 12.430');
  });

  it('marks an estimated total with ~ and does not cut the last page at it', () => {
    expect(formatRange(2, 25, 1234000, true)).toBe('26–50 de ~1.234.000');
    expect(formatTotal(1234000, true)).toBe('~1.234.000');
    expect(formatTotal(12430)).toBe('12.430');
  });

  it('says relative times in Portuguese', () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    expect(formatRelative(fiveMinutesAgo)).toBe('há 5 minutos');
    expect(formatRelative(null, 'Nunca')).toBe('Nunca');
  });

  it('takes the first and last initials', () => {
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('Ana')).toBe('A');
  });
});
