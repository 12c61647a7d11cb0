import type { Citizen } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { citizenEditInput, citizenEditValues } from './citizen-edit.ts';

const citizen = {
  _id: 'ct-1',
  name: 'Maria das Graças',
  birthDate: '1980-05-04',
  neighborhood: 'Centro',
  emails: [
    { _id: 'e1', address: 'antigo@exemplo.com', type: 'comercial', preferred: false, canContact: true },
    { _id: 'e2', address: 'maria@exemplo.com', type: 'pessoal', preferred: true, canContact: false },
  ],
} as unknown as Citizen;

describe("'Editar dados' in the SAC side panel", () => {
  it('starts from the record: main e-mail, bairro, birth date as dd/mm/aaaa', () => {
    expect(citizenEditValues(citizen)).toEqual({
      name: 'Maria das Graças',
      email: 'maria@exemplo.com',
      neighborhood: 'Centro',
      birthDate: '04/05/1980',
    });
  });

  it('replaces only the main e-mail and keeps the others and their consent', () => {
    const values = { ...citizenEditValues(citizen), email: 'Nova@Exemplo.com', birthDate: '' };
    const { input } = citizenEditInput(citizen, values);
    expect(input).toMatchObject({
      birthDate: null,
      emails: [
        { address: 'nova@exemplo.com', type: 'pessoal', preferred: true, canContact: false },
        { address: 'antigo@exemplo.com', preferred: false },
      ],
    });
  });

  it("says what is wrong with the citizens form's own messages", () => {
    const values = { name: 'M', email: 'não é e-mail', neighborhood: '', birthDate: '31/02/2000' };
    const { errors } = citizenEditInput(citizen, values);
    expect(errors).toMatchObject({
      name: 'Informe o nome',
      email: expect.any(String),
      birthDate: 'Data inválida',
    });
  });
});
