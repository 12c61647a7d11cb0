import { describe, expect, it } from 'vitest';
import { makeCitizen } from '../citizens/lib/citizens.fixtures.ts';
import { mergeRequest, mergeSummary, MERGE_ROWS, rowKind } from './merge-fields.ts';

const a = makeCitizen({
  _id: 'a',
  name: 'Jose Lima',
  profession: 'Contador',
  nickname: null,
  notes: 'antigo',
});
const b = makeCitizen({
  _id: 'b',
  name: 'José de Lima',
  profession: null,
  nickname: 'Zé',
  notes: 'novo',
  phones: [
    { _id: 'p1', number: '+5561999998888', type: 'whatsapp', preferred: true, canContact: true },
    { _id: 'p2', number: '+5561333322222', type: 'residencial', preferred: false, canContact: true },
  ],
  tags: [{ _id: 't1', name: 'Saúde', color: 'red' }],
  referralsCount: 3,
});
const row = (field: string) => MERGE_ROWS.find((r) => r.field === field)!;

describe('merge fields', () => {
  it('asks only where both records hold different values', () => {
    expect(rowKind(row('name'), a, b)).toBe('choose');
    expect(rowKind(row('profession'), a, b)).toBe('only-a');
    expect(rowKind(row('cpf'), a, b)).toBe('same');
    expect(rowKind(row('rg'), a, b)).toBe('empty');
  });

  it('sends the fields whose chosen value belongs to the duplicate', () => {
    expect(mergeRequest(a, b, 'a', {})).toEqual({
      keptId: 'a',
      body: { duplicateId: 'b', takeFromDuplicate: [] },
    });
    expect(mergeRequest(a, b, 'a', { name: 'b', notes: 'a' })).toEqual({
      keptId: 'a',
      body: { duplicateId: 'b', takeFromDuplicate: ['name'] },
    });
    // Keeping B: its own values are the default, A's chosen name comes from the duplicate.
    expect(mergeRequest(a, b, 'b', { name: 'a' }).body).toEqual({
      duplicateId: 'a',
      takeFromDuplicate: ['name'],
    });
  });

  it('summarises what moves into the kept record', () => {
    expect(mergeSummary(a, b)).toEqual([
      '1 telefone a mais',
      '1 tag a mais',
      '3 eleitores indicados por José de Lima passam a ter Jose Lima como liderança',
      'o histórico de alterações e os demais registros ligados ao outro cadastro',
    ]);
  });
});
