import { describe, expect, it } from 'vitest';
import { deadlineText } from './privacy-deadline.ts';

describe('deadlineText', () => {
  it('gives 15 days for access and 48 hours for descadastro', () => {
    const from = new Date('2026-03-10T15:00:00Z');
    expect(deadlineText('acesso', from)).toBe('até 25/03/2026 12:00 (15 dias)');
    expect(deadlineText('oposicao', from)).toBe('até 12/03/2026 12:00 (48 horas)');
  });
});
