import { describe, expect, it } from 'vitest';
import { makeTaskItem } from '../../occurrences/lib/occurrences.fixtures.ts';
import { dropStateFor, findTask, moveTask, patchTask, rollbackTask, type TaskBoard } from './task-board.ts';

const late = makeTaskItem(1, { overdue: true, dueDate: '2026-01-02', version: 3 });
const other = makeTaskItem(2);
const board: TaskBoard = {
  columns: [
    { status: 'a_fazer', tasks: [late, other], total: 12 },
    { status: 'em_andamento', tasks: [], total: 0 },
    { status: 'concluida', tasks: [], total: 40 },
    { status: 'cancelada', tasks: [], total: 1 },
  ],
};

describe('the tarefas board', () => {
  it('lets a card go only where the transitions allow while it is dragged', () => {
    expect(dropStateFor('a_fazer', 'a_fazer')).toBe('origin');
    expect(dropStateFor('a_fazer', 'concluida')).toBe('allowed');
    expect(dropStateFor('cancelada', 'concluida')).toBe('blocked');
    expect(dropStateFor('cancelada', 'a_fazer')).toBe('allowed');
    expect(dropStateFor(undefined, 'a_fazer')).toBeNull();
  });

  it('moves a card to the top of its new column, fixing both totals; a closed one is no longer late', () => {
    const moved = moveTask(board, late._id, 'concluida');
    expect(moved.columns[0]).toMatchObject({ total: 11, tasks: [other] });
    expect(moved.columns[2]!.total).toBe(41);
    expect(moved.columns[2]!.tasks[0]).toMatchObject({ _id: late._id, status: 'concluida', overdue: false });
    expect(moveTask(board, 'nope', 'concluida')).toBe(board);
    expect(moveTask(board, late._id, 'a_fazer')).toBe(board);
  });

  it('puts a refused card back as it was, leaving a move made meanwhile', () => {
    const optimistic = moveTask(moveTask(board, late._id, 'concluida'), other._id, 'em_andamento');
    const back = rollbackTask(optimistic, late);
    expect(findTask(back, late._id)).toMatchObject({ column: { status: 'a_fazer', total: 11 }, task: late });
    expect(findTask(back, other._id)?.column.status).toBe('em_andamento');
  });

  it("takes the server's answer into the card", () => {
    const saved = patchTask(board, late._id, { version: 4, completedAt: '2026-03-01T10:00:00Z' });
    expect(findTask(saved, late._id)?.task).toMatchObject({
      version: 4,
      completedAt: '2026-03-01T10:00:00Z',
    });
  });
});
