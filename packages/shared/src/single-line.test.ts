// Issue 16 item 7: names, titles and subjects are one line — a line break in them could reach an e-mail header.
import { describe, expect, it } from 'vitest';
import { RegisterInputSchema } from './auth.contract.ts';
import { CitizenInputSchema } from './citizens.contract.ts';
import { NameSchema } from './common.contract.ts';
import { CreateOrganizationInputSchema, UpdateOrganizationInputSchema } from './organizations.contract.ts';
import { InviteUserInputSchema } from './users.contract.ts';

const injected = 'Gab\r\nBcc: intruso@exemplo.com.br';

describe('single-line fields', () => {
  it('refuse line breaks and control characters with a pt-BR message', () => {
    for (const value of [injected, 'Gab\nX', 'Gab\tX', 'Gab\u0007X', 'Gab\u2028X']) {
      const result = NameSchema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Use uma linha só, sem quebras ou caracteres de controle',
      );
    }
    expect(NameSchema.parse('  Maria José da Silva ')).toBe('Maria José da Silva');
  });

  it('cover the names of users, offices and sign-ups', () => {
    const user = { name: injected, email: 'a@exemplo.com.br' };
    expect(InviteUserInputSchema.safeParse(user).success).toBe(false);
    expect(UpdateOrganizationInputSchema.safeParse({ name: injected }).success).toBe(false);
    expect(
      RegisterInputSchema.safeParse({
        organizationName: injected,
        name: 'Fulana Silva',
        email: 'f@exemplo.com.br',
        password: 'senha-boa-123',
      }).success,
    ).toBe(false);
    expect(CitizenInputSchema.safeParse({ name: injected }).success).toBe(false);
    expect(CreateOrganizationInputSchema.shape.name.safeParse(injected).success).toBe(false);
  });
});
