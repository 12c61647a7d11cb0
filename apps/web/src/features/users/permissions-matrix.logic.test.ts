import { OFFICE_SUBJECTS, ROLE_PRESETS } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import {
  abilityToMatrix,
  groupedSubjects,
  matrixToAbility,
  toggleCell,
  toggleColumn,
} from './permissions-matrix.logic.ts';

const empty = () => abilityToMatrix([]);

describe('permissions matrix', () => {
  it('reads manage as all four boxes ticked', () => {
    const matrix = abilityToMatrix([{ action: 'manage', subject: 'citizens' }]);
    expect(matrix.citizens).toEqual({ read: true, create: true, update: true, delete: true });
    expect(matrix.users).toEqual({ read: false, create: false, update: false, delete: false });
  });

  it('folds a full row back into manage and keeps partial rows as single actions', () => {
    let matrix = empty();
    for (const action of ['read', 'create', 'update', 'delete'] as const) {
      matrix = toggleCell(matrix, 'citizens', action, true);
    }
    matrix = toggleCell(matrix, 'events', 'read', true);
    expect(matrixToAbility(matrix)).toEqual([
      { action: 'read', subject: 'events' },
      { action: 'manage', subject: 'citizens' },
    ]);
  });

  it('ticks Ver when Criar is ticked, and clears the row when Ver is cleared', () => {
    let matrix = toggleCell(empty(), 'demands', 'create', true);
    expect(matrix.demands).toMatchObject({ read: true, create: true });
    matrix = toggleCell(matrix, 'demands', 'read', false);
    expect(matrixToAbility(matrix)).toEqual([]);
  });

  it('round-trips every role preset', () => {
    for (const role of ['admin', 'assessor', 'recepcao', 'atendente_sac', 'leitura'] as const) {
      const preset = ROLE_PRESETS[role];
      const back = matrixToAbility(abilityToMatrix(preset));
      expect(abilityToMatrix(back)).toEqual(abilityToMatrix(preset));
    }
  });

  it('ticks a whole column from its header', () => {
    const matrix = toggleColumn(empty(), 'read', true);
    expect(matrixToAbility(matrix)).toHaveLength(OFFICE_SUBJECTS.length);
  });

  it('lists every office subject once, grouped like the menu', () => {
    const groups = groupedSubjects();
    expect(groups.flatMap((g) => g.subjects).sort()).toEqual([...OFFICE_SUBJECTS].sort());
    expect(groups.find((g) => g.group === 'Administração')?.subjects).toEqual(
      expect.arrayContaining(['users', 'settings']),
    );
  });
});
