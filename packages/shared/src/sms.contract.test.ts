import { describe, expect, it } from 'vitest';
import {
  estimateSms,
  firstNameOf,
  isBrazilianMobile,
  renderSms,
  SmsSendInputSchema,
  unknownSmsFields,
} from './sms.contract.ts';
import { messageFieldValues } from './message-fields.ts';

const values = messageFieldValues({
  citizenName: 'Ana Maria Souza',
  officeName: 'Gabinete da Vereadora Helena Duarte',
  links: [
    { network: 'instagram', url: 'https://www.instagram.com/oculto', visible: false },
    { network: 'instagram', url: 'https://www.instagram.com/helena', visible: true },
  ],
});

describe('SMS merge fields', () => {
  it('fills the known fields and leaves the rest as written', () => {
    expect(renderSms('Olá, {{eleitor.primeiro_nome}}! O {{ gabinete.nome }} agradece. {{x}}', values)).toBe(
      'Olá, Ana! O Gabinete da Vereadora Helena Duarte agradece. {{x}}',
    );
    expect(renderSms('{{eleitor.nome}}', values)).toBe('Ana Maria Souza');
    // The office's visible link of the network; a network without one is empty.
    expect(renderSms('Siga: {{gabinete.instagram}} {{gabinete.site}}', values)).toBe(
      'Siga: https://www.instagram.com/helena ',
    );
  });

  it('names each unknown field once, and ignores braces that are not fields', () => {
    expect(
      unknownSmsFields('{{apelido}} {{apelido}} {{eleitor.primeiro_nome}} {{bairro}} {{demanda.protocolo}}'),
    ).toEqual(['apelido', 'bairro', 'demanda.protocolo']);
    expect(unknownSmsFields('Use { e } à vontade, ou {} e {nome}')).toEqual([]);
  });

  it('takes the first name of a full name', () => {
    expect(firstNameOf('  Maria   das Dores ')).toBe('Maria');
  });
});

describe('SMS phones and estimate', () => {
  it('accepts Brazilian mobiles only', () => {
    expect(isBrazilianMobile('+5519988887777')).toBe(true);
    expect(isBrazilianMobile('+551932361000')).toBe(false);
    expect(isBrazilianMobile('+5501988887777')).toBe(false);
  });

  it('estimates the cost per segment at the office price', () => {
    expect(estimateSms('a'.repeat(161), 9)).toEqual({
      encoding: 'GSM-7',
      length: 161,
      segments: 2,
      costCents: 18,
    });
    expect(estimateSms('ã'.repeat(70), 9)).toMatchObject({ encoding: 'UCS-2', segments: 1, costCents: 9 });
  });

  it('asks for the finalidade and the text in pt-BR', () => {
    const r = SmsSendInputSchema.safeParse({ citizenId: '00000000-0000-4000-8000-000000000001', text: '  ' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Escolha a finalidade da mensagem');
    expect(messages).toContain('Escreva a mensagem');
  });
});
