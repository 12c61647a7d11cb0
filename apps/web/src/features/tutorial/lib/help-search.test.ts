import { describe, expect, it } from 'vitest';
import { fold, plainText, searchHelp, type Searchable } from './help-search.ts';

const pages: Searchable[] = [
  {
    slug: 'demandas',
    title: 'Demandas',
    text: 'Uma demanda é um pedido do cidadão que o gabinete acompanha até a solução. Situação: Encaminhado para a Prefeitura.',
  },
  {
    slug: 'emendas',
    title: 'Emendas',
    text: 'Acompanhe cada emenda parlamentar: indicada, empenhada, liquidada e paga. A demanda pode virar ação.',
  },
  {
    slug: 'whatsapp',
    title: 'WhatsApp',
    text: 'Conecte o número do gabinete lendo o código QR com o celular. A conexão aparece no topo.',
  },
];

describe('fold', () => {
  it('drops accents and case without changing the length', () => {
    expect(fold('Ação Situação ÁREA')).toBe('acao situacao area');
    expect(fold('Ação Situação ÁREA')).toHaveLength('Ação Situação ÁREA'.length);
  });
});

describe('plainText', () => {
  it('keeps the words a reader sees and drops the Markdown marks', () => {
    const md = [
      '# Demandas',
      '',
      '![Lista de demandas](img/demandas.jpg)',
      '',
      '1. Clique em **Nova demanda**.',
      '- Veja a [lista](/demandas).',
      '',
      '| Situação | Quando |',
      '|---|---|',
      '| Solucionado | resolvida |',
    ].join('\n');
    const text = plainText(md);
    expect(text).toBe(
      'Demandas Clique em Nova demanda . Veja a lista. Situação Quando Solucionado resolvida',
    );
    expect(text).not.toContain('img/');
  });
});

describe('searchHelp', () => {
  it('finds words typed without accents, in any case', () => {
    expect(searchHelp(pages, 'SITUACAO').map((h) => h.slug)).toEqual(['demandas']);
    expect(searchHelp(pages, 'conexão').map((h) => h.slug)).toEqual(['whatsapp']);
  });

  it('needs every word of the query, and ranks a title match first', () => {
    expect(searchHelp(pages, 'demanda').map((h) => h.slug)).toEqual(['demandas', 'emendas']);
    expect(searchHelp(pages, 'demanda prefeitura').map((h) => h.slug)).toEqual(['demandas']);
    expect(searchHelp(pages, 'demanda foguete')).toEqual([]);
  });

  it('finds nothing for an empty query', () => {
    expect(searchHelp(pages, '   ')).toEqual([]);
  });

  it('shows the text around the first word found, with its accents', () => {
    const long: Searchable = {
      slug: 'longa',
      title: 'Longa',
      text: `${'palavra '.repeat(60)}o código QR fica na tela ${'outra '.repeat(60)}`,
    };
    const [hit] = searchHelp([long], 'codigo');
    expect(hit!.excerpt).toContain('código QR');
    expect(hit!.excerpt.startsWith('…')).toBe(true);
    expect(hit!.excerpt.endsWith('…')).toBe(true);
    expect(hit!.excerpt.length).toBeLessThan(200);
  });
});
