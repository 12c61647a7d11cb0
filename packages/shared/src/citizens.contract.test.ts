import { describe, expect, it } from 'vitest';
import { CitizenInputSchema, ListCitizensQuerySchema } from './citizens.contract.ts';

const messages = (input: unknown) => {
  const result = CitizenInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('CitizenInputSchema', () => {
  it('normalises what a person types: CPF and CEP digits, phones in E.164, empty text as null', () => {
    const parsed = CitizenInputSchema.parse({
      name: '  João da Silva ',
      cpf: '529.982.247-25',
      cep: '70040-010',
      nickname: '',
      phones: [{ number: '(61) 99999-8888' }],
    });
    expect(parsed).toMatchObject({
      name: 'João da Silva',
      cpf: '52998224725',
      cep: '70040010',
      nickname: null,
      phones: [{ number: '+5561999998888', type: 'celular', preferred: false, canContact: true }],
    });
  });

  it('names the wrong field in pt-BR', () => {
    expect(
      messages({
        name: 'Ana',
        cpf: '111.111.111-11',
        voterTitle: '123',
        cep: '123',
        phones: [{ number: '9' }],
      }),
    ).toEqual([
      'cpf: CPF inválido',
      'voterTitle: Título de eleitor inválido',
      'phones.0.number: Telefone inválido: informe DDD e número',
      'cep: CEP inválido: use 8 dígitos',
    ]);
  });

  it('refuses a birth date in the future or that does not exist', () => {
    expect(messages({ name: 'Ana', birthDate: '2999-01-01' })).toEqual([
      'birthDate: A data não pode estar no futuro',
    ]);
    expect(messages({ name: 'Ana', birthDate: '2001-02-30' })).toEqual(['birthDate: Data inválida']);
  });

  it('refuses a name longer than a name', () => {
    expect(messages({ name: 'a'.repeat(10_000) })[0]).toMatch(/^name: /);
  });
});

describe('ListCitizensQuerySchema', () => {
  it('reads tags as a comma-separated list of ids', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(ListCitizensQuerySchema.parse({ tags: `${id},${id}` }).tags).toEqual([id, id]);
    expect(ListCitizensQuerySchema.safeParse({ tags: 'x' }).success).toBe(false);
  });
});
