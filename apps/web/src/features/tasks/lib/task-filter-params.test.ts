import { describe, expect, it } from 'vitest';
import {
  isMineTab,
  situationOf,
  TASK_URL_KEYS,
  taskChips,
  toTaskApiQuery,
  type TaskUrlValues,
} from './task-filter-params.ts';

const url = (values: Partial<TaskUrlValues>): TaskUrlValues =>
  ({ ...Object.fromEntries(TASK_URL_KEYS.map((k) => [k, null])), ...values }) as TaskUrlValues;

describe('the tarefas URL', () => {
  it("opens on 'Minhas tarefas' with the open ones, as the API's assigneeId=me", () => {
    expect(isMineTab(url({}))).toBe(true);
    expect(toTaskApiQuery('', url({}))).toEqual({ assigneeId: 'me', status: 'a_fazer,em_andamento' });
  });

  it("on 'Todas' sends the chosen responsável, and 'todas' situações as no status at all", () => {
    const all = url({
      aba: 'todas',
      assigneeId: 'none',
      status: 'todas',
      priorities: 'alta,urgente',
      due: 'overdue',
    });
    expect(isMineTab(all)).toBe(false);
    expect(toTaskApiQuery('ofício', all)).toEqual({
      q: 'ofício',
      assigneeId: 'none',
      priorities: 'alta,urgente',
      due: 'overdue',
    });
  });

  it("reads a link naming someone else as the 'Todas' tab", () => {
    expect(isMineTab(url({ assigneeId: '00000000-0000-4000-8000-000000000001' }))).toBe(false);
    expect(isMineTab(url({ assigneeId: 'me' }))).toBe(true);
  });

  it('leaves the situação to the columns on the board', () => {
    expect(toTaskApiQuery('', url({ status: 'concluida,cancelada', demandId: 'd1' }), true)).toEqual({
      assigneeId: 'me',
      demandId: 'd1',
    });
  });

  it('maps the situação buttons and names a custom list in a chip', () => {
    expect(situationOf(null)).toBe('abertas');
    expect(situationOf('concluida,cancelada')).toBe('encerradas');
    expect(situationOf('todas')).toBe('todas');
    expect(situationOf('em_andamento')).toBeNull();
    const chips = taskChips(
      '',
      url({ status: 'em_andamento', due: 'today', citizenId: 'c1', citizenName: 'Maria' }),
      new Map(),
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Situação: Em andamento',
      'Prazo: Vencem hoje',
      'Eleitor: Maria',
    ]);
    expect(chips.at(-1)?.clears).toEqual(['citizenId', 'citizenName']);
  });
});
