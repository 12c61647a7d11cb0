import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

describe('greeting', () => {
  it('follows the hour in Brasília time, not the machine clock', () => {
    // 12:30 UTC is 09:30 in São Paulo.
    expect(greeting(new Date('2026-05-04T12:30:00Z'))).toBe('Bom dia');
    expect(greeting(new Date('2026-05-04T18:00:00Z'))).toBe('Boa tarde');
    expect(greeting(new Date('2026-05-04T23:00:00Z'))).toBe('Boa noite');
  });
});
