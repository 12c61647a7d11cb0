import { describe, expect, it } from 'vitest';
import { greeting, longToday } from './greeting.ts';

describe('greeting', () => {
  it('follows the hour in Brasília time, not the machine clock', () => {
    // 12:30 UTC is 09:30 in São Paulo.
    expect(greeting(new Date('2026-05-04T12:30:00Z'))).toBe('Bom dia');
    expect(greeting(new Date('2026-05-04T18:00:00Z'))).toBe('Boa tarde');
    expect(greeting(new Date('2026-05-04T23:00:00Z'))).toBe('Boa noite');
  });

  it("writes today's date in words on the office's calendar", () => {
    // 01:30 UTC on the 5th is still the 4th, a Monday, in São Paulo.
    expect(longToday(new Date('2026-05-05T01:30:00Z'))).toBe('Segunda-feira, 4 de maio de 2026');
  });
});
