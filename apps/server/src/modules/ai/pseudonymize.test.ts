import { describe, expect, it } from 'vitest';
import { createPseudonymizer, createStreamRestorer, pseudonymize, restore } from './pseudonymize.ts';

const MESSAGE =
  'Boa tarde! Meu nome é Maria das Graças Souza, CPF 123.456.789-09, moro na Rua das Flores, 120, no ' +
  'Jardim Proença, CEP 13026-110. Meu telefone é (19) 99876-5432 e o e-mail maria.gracas@gmail.com. ' +
  'O buraco em frente de casa já derrubou dois motoqueiros. A Maria da padaria também reclamou.';

describe('pseudonymize', () => {
  it('replaces the name, CPF, CEP, phone, e-mail and address of a citizen message and restores them exactly', () => {
    const { text, map } = pseudonymize(MESSAGE, ['Maria das Graças Souza', 'Maria']);
    for (const secret of [
      'Maria',
      'Graças',
      '123.456.789-09',
      '13026-110',
      '99876-5432',
      'maria.gracas@gmail.com',
      'Rua das Flores',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('Meu nome é [NOME_1], CPF [CPF_1], moro na [ENDERECO_1], no Jardim Proença');
    expect(text).toContain('telefone é [TELEFONE_1] e o e-mail [EMAIL_1].');
    expect(text).toContain('A [NOME_2] da padaria');
    // What is not personal stays as written.
    expect(text).toContain('O buraco em frente de casa já derrubou dois motoqueiros.');
    expect(map.get('[ENDERECO_1]')).toBe('Rua das Flores, 120');
    expect(restore(text, map)).toBe(MESSAGE);
  });

  it('finds names after a form of address, bare CPFs and landlines without being told, and keeps cargos', () => {
    const note =
      'O Sr. José Carlos Pereira ligou do (19) 3232-1000 pedindo a poda da árvore na Av. Brasil nº 45. ' +
      'CPF 98765432100. Encaminhar ao Senhor Prefeito com cópia para dona Cida.';
    const { text, map } = pseudonymize(note);
    expect(text).toBe(
      'O Sr. [NOME_1] ligou do [TELEFONE_1] pedindo a poda da árvore na [ENDERECO_1]. ' +
        'CPF [CPF_1]. Encaminhar ao Senhor Prefeito com cópia para dona [NOME_2].',
    );
    expect(map.get('[NOME_1]')).toBe('José Carlos Pereira');
    expect(restore(text, map)).toBe(note);
  });

  it('leaves protocols, dates, money and counts alone', () => {
    const text =
      'Demanda 2026/0142 aberta em 12/03/2026: reforma de R$ 1.500,00 na escola com 320 alunos, prazo de 30 dias.';
    expect(pseudonymize(text).text).toBe(text);
  });

  it('gives one placeholder per value across the parts of one prompt, and keeps each spelling', () => {
    const p = createPseudonymizer(['João Batista']);
    const a = p.apply('João Batista pediu retorno pelo +55 19 99111-2233.');
    const b = p.apply('JOÃO BATISTA voltou a ligar do +55 19 99111-2233.');
    expect(a).toBe('[NOME_1] pediu retorno pelo [TELEFONE_1].');
    expect(b).toBe('[NOME_2] voltou a ligar do [TELEFONE_1].');
    expect(restore(b, p.map)).toBe('JOÃO BATISTA voltou a ligar do +55 19 99111-2233.');
  });

  it('leaves a placeholder the model invented as written', () => {
    const { map } = pseudonymize('Ligar para Ana Lúcia', ['Ana Lúcia']);
    expect(restore('Prezada [NOME_1], e [NOME_9]', map)).toBe('Prezada Ana Lúcia, e [NOME_9]');
  });
});

describe('createStreamRestorer', () => {
  it('holds back a placeholder split between two pieces until it is whole', () => {
    const { map } = pseudonymize('Falar com Maria Aparecida', ['Maria Aparecida']);
    const r = createStreamRestorer(map);
    expect(r.push('Olá, [NO')).toBe('Olá, ');
    expect(r.push('ME_1]! Recebemos')).toBe('Maria Aparecida! Recebemos');
    expect(r.push(' seu pedido [')).toBe(' seu pedido ');
    expect(r.flush()).toBe('[');
  });

  it('lets an unclosed bracket through once it is clearly not a placeholder', () => {
    const r = createStreamRestorer(new Map());
    expect(r.push('[nota')).toBe('');
    expect(r.push(' do gabinete sobre o pedido')).toBe('[nota do gabinete sobre o pedido');
  });
});
