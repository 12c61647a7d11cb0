import { describe, expect, it } from 'vitest';
import { oficioDraft } from './oficio-text.ts';

describe('oficioDraft', () => {
  it('takes the Assunto line as the subject and the rest as escaped paragraphs', () => {
    const draft = oficioDraft(
      'Assunto: Solicitação de tapa-buraco na Rua Barão de Jaguara.\n\nCumprimentando Vossa Excelência,\nencaminho o pedido.\n\nA via tem <perigo> & risco.',
      'Buraco',
    );
    expect(draft.subject).toBe('Solicitação de tapa-buraco na Rua Barão de Jaguara');
    expect(draft.bodyHtml).toBe(
      '<p>Cumprimentando Vossa Excelência, encaminho o pedido.</p><p>A via tem &lt;perigo&gt; &amp; risco.</p>',
    );
  });

  it('keeps the demanda title as the subject when the model wrote none', () => {
    expect(oficioDraft('Primeiro parágrafo.', 'Poda de árvore')).toEqual({
      subject: 'Poda de árvore',
      bodyHtml: '<p>Primeiro parágrafo.</p>',
    });
  });
});
