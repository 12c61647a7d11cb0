import { describe, expect, it } from 'vitest';
import {
  allowedTargets,
  appendCards,
  canMove,
  dropStateFor,
  moveCard,
  nextPage,
  patchCard,
} from './board-moves.ts';
import { makeBoard, makeItem, ST, STATUSES } from './demands.fixtures.ts';

const [waiting, cityHall, solved, archived] = STATUSES as [
  (typeof STATUSES)[0],
  (typeof STATUSES)[0],
  (typeof STATUSES)[0],
  (typeof STATUSES)[0],
];

describe('where a card may go', () => {
  it("allows only the status's next statuses, never its own column", () => {
    expect(canMove(waiting, ST.cityHall)).toBe(true);
    expect(canMove(waiting, ST.archived)).toBe(false);
    expect(canMove(waiting, ST.waiting)).toBe(false);
    expect(canMove(archived, ST.waiting)).toBe(false);
    expect(canMove(undefined, ST.waiting)).toBe(false);
  });

  it('dims every column the dragged card may not enter', () => {
    const states = STATUSES.map((s) => dropStateFor(cityHall, s._id));
    expect(states).toEqual(['blocked', 'origin', 'allowed', 'blocked']);
    expect(dropStateFor(undefined, ST.waiting)).toBeNull();
  });

  it("lists the 'Mover para…' targets in board order", () => {
    expect(allowedTargets(STATUSES, ST.waiting).map((s) => s.name)).toEqual([
      'Encaminhado para a Prefeitura',
      'Solucionado',
    ]);
    expect(allowedTargets(STATUSES, ST.archived)).toEqual([]);
  });
});

describe('the optimistic move', () => {
  it('moves the card to the top of the target column and fixes both totals', () => {
    const board = makeBoard({ [ST.waiting]: [makeItem(1), makeItem(2)], [ST.solved]: [makeItem(3, solved)] });
    const moved = moveCard(board, makeItem(1)._id, ST.solved);
    const [w, , s] = moved.columns;
    expect(w!.demands.map((d) => d.protocol)).toEqual(['2026/0002']);
    expect(w!.total).toBe(1);
    expect(s!.demands.map((d) => d.protocol)).toEqual(['2026/0001', '2026/0003']);
    expect(s!.total).toBe(2);
    expect(s!.demands[0]!.status.name).toBe('Solucionado');
  });

  it('clears the overdue mark when the card reaches a closing status', () => {
    const board = makeBoard({ [ST.waiting]: [makeItem(1, waiting, { overdue: true })] });
    expect(moveCard(board, makeItem(1)._id, ST.solved).columns[2]!.demands[0]!.overdue).toBe(false);
    expect(moveCard(board, makeItem(1)._id, ST.cityHall).columns[1]!.demands[0]!.overdue).toBe(true);
  });

  it('is undone by moving back and restoring the original card', () => {
    const original = makeItem(1, waiting, { overdue: true });
    const board = makeBoard({ [ST.waiting]: [original] });
    const back = patchCard(
      moveCard(moveCard(board, original._id, ST.solved), original._id, ST.waiting),
      original._id,
      original,
    );
    expect(back).toEqual(board);
  });
});

describe("'Carregar mais'", () => {
  it('appends the next page without repeating cards already shown', () => {
    const board = makeBoard({ [ST.waiting]: [makeItem(1), makeItem(2)] });
    const more = appendCards(board, ST.waiting, [makeItem(2), makeItem(4)]);
    expect(more.columns[0]!.demands.map((d) => d.protocol)).toEqual(['2026/0001', '2026/0002', '2026/0004']);
    expect(nextPage(more.columns[0]!, 2)).toBe(2);
  });
});
