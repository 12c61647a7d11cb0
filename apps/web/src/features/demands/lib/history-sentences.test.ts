import { describe, expect, it } from 'vitest';
import { historyEntry } from './history-sentences.ts';

const rafael = { _id: 'u1', name: 'Rafael Souza' };
const change = (
  action: string,
  changes: { field: string; from: unknown; to: unknown }[],
  user: typeof rafael | null = rafael,
) =>
  historyEntry({ _id: 'h1', action: action as never, changes, user, createdAt: '2026-11-20T12:00:00.000Z' });

describe('history sentences', () => {
  it('tells a status change with both names and the note', () => {
    const e = change('status', [
      { field: 'status', from: 'Aguardando encaminhamento', to: 'Encaminhado para a Prefeitura' },
      { field: 'note', from: null, to: 'Ofício 123 enviado' },
    ]);
    expect(e.sentence).toBe(
      'Rafael Souza mudou a situação de "Aguardando encaminhamento" para "Encaminhado para a Prefeitura"',
    );
    expect(e.details).toEqual(['Observação: Ofício 123 enviado']);
  });

  it('writes dates as dd/mm/aaaa and priorities by their label', () => {
    expect(change('update', [{ field: 'dueDate', from: '2026-12-10', to: '2026-12-20' }]).sentence).toBe(
      'Rafael Souza mudou o prazo de "10/12/2026" para "20/12/2026"',
    );
    expect(change('update', [{ field: 'priority', from: 'media', to: 'urgente' }]).sentence).toBe(
      'Rafael Souza mudou a prioridade de "Média" para "Urgente"',
    );
  });

  it('says when a value was set or removed, and names refs by their name', () => {
    expect(
      change('update', [{ field: 'responsible', from: null, to: { _id: 'u2', name: 'Ana Souza' } }]).sentence,
    ).toBe('Rafael Souza definiu o responsável como "Ana Souza"');
    expect(change('update', [{ field: 'area', from: { _id: 'a', name: 'Saúde' }, to: null }]).sentence).toBe(
      'Rafael Souza removeu a área (era "Saúde")',
    );
    expect(
      change('update', [
        { field: 'citizens', from: [{ name: 'Maria' }], to: [{ name: 'Maria' }, { name: 'José' }] },
      ]).sentence,
    ).toBe('Rafael Souza mudou os eleitores de "Maria" para "Maria, José"');
  });

  it('summarises several fields and details each one', () => {
    const e = change('update', [
      { field: 'title', from: 'Buraco', to: 'Buraco na Rua A' },
      { field: 'chamberProtocol', from: null, to: '123/2026' },
    ]);
    expect(e.sentence).toBe('Rafael Souza alterou título, protocolo da Câmara');
    expect(e.details).toEqual([
      'Mudou o título de "Buraco" para "Buraco na Rua A"',
      'Definiu o protocolo da Câmara como "123/2026"',
    ]);
  });

  it('tells creation, attachments, deletion and restore, and who when the user is gone', () => {
    expect(change('create', []).sentence).toBe('Rafael Souza registrou a demanda');
    expect(change('attachment_add', [{ field: 'file', from: null, to: 'oficio.pdf' }]).sentence).toBe(
      'Rafael Souza anexou "oficio.pdf"',
    );
    expect(change('delete', [], null).sentence).toBe('O sistema excluiu a demanda');
    expect(change('restore', []).sentence).toBe('Rafael Souza restaurou a demanda');
  });

  it('tells a comment from a deleted one, quoting the text', () => {
    const added = change('comment', [{ field: 'comment', from: null, to: 'Liguei para a Secretaria.' }]);
    expect(added.sentence).toBe('Rafael Souza comentou');
    expect(added.details).toEqual(['"Liguei para a Secretaria."']);
    const removed = change('comment', [{ field: 'comment', from: 'Liguei para a Secretaria.', to: null }]);
    expect(removed.sentence).toBe('Rafael Souza apagou um comentário');
    expect(removed.details).toEqual(['"Liguei para a Secretaria."']);
  });

  it('tells who was told of the new status by SMS and who was not, and why', () => {
    const e = change('citizen_message', [
      { field: 'channel', from: null, to: 'SMS' },
      { field: 'status', from: null, to: 'Encaminhado para a Prefeitura' },
      { field: 'told', from: null, to: ['Clara Avisada'] },
      { field: 'not_told', from: null, to: ['Davi Sem Aviso (sem consentimento para SMS)'] },
    ]);
    expect(e.sentence).toBe('Aviso da nova situação enviado por SMS a 1 eleitor');
    expect(e.details).toEqual([
      'Avisados: Clara Avisada',
      'Não avisados: Davi Sem Aviso (sem consentimento para SMS)',
    ]);
    const none = change('citizen_message', [
      { field: 'channel', from: null, to: 'WhatsApp' },
      { field: 'not_told', from: null, to: ['Davi (sem número para WhatsApp)'] },
    ]);
    expect(none.sentence).toBe('Nenhum eleitor avisado por WhatsApp da nova situação');
  });
});
