// The permissions matrix as data: subjects × (Ver, Criar, Editar, Excluir) ⇄ a normalized ability list.
import {
  can,
  MENU,
  MENU_GROUPS,
  normalizeAbility,
  OFFICE_SUBJECTS,
  type AbilityRule,
  type MenuGroup,
  type OfficeSubject,
} from '@gabinete/shared';

export const MATRIX_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

export const MATRIX_ACTION_LABELS: Record<MatrixAction, string> = {
  read: 'Ver',
  create: 'Criar',
  update: 'Editar',
  delete: 'Excluir',
};

export type Matrix = Record<OfficeSubject, Record<MatrixAction, boolean>>;

export function abilityToMatrix(rules: readonly AbilityRule[]): Matrix {
  return Object.fromEntries(
    OFFICE_SUBJECTS.map((subject) => [
      subject,
      Object.fromEntries(MATRIX_ACTIONS.map((action) => [action, can(rules, action, subject)])),
    ]),
  ) as Matrix;
}

/** The checked boxes as an ability list, normalized (four actions fold into manage). */
export function matrixToAbility(matrix: Matrix): AbilityRule[] {
  const rules: AbilityRule[] = [];
  for (const subject of OFFICE_SUBJECTS) {
    for (const action of MATRIX_ACTIONS) if (matrix[subject][action]) rules.push({ action, subject });
  }
  return normalizeAbility(rules);
}

/** Creating, editing or deleting needs seeing: ticking one ticks Ver; clearing Ver clears the row. */
export function toggleCell(
  matrix: Matrix,
  subject: OfficeSubject,
  action: MatrixAction,
  checked: boolean,
): Matrix {
  const row = { ...matrix[subject], [action]: checked };
  if (checked && action !== 'read') row.read = true;
  if (!checked && action === 'read') for (const a of MATRIX_ACTIONS) row[a] = false;
  return { ...matrix, [subject]: row };
}

/** Ticks or clears one action for every subject (column header). */
export function toggleColumn(matrix: Matrix, action: MatrixAction, checked: boolean): Matrix {
  return OFFICE_SUBJECTS.reduce((next, subject) => toggleCell(next, subject, action, checked), matrix);
}

export function sameAbility(a: readonly AbilityRule[], b: readonly AbilityRule[]): boolean {
  return JSON.stringify(normalizeAbility(a)) === JSON.stringify(normalizeAbility(b));
}

export interface SubjectGroup {
  group: MenuGroup;
  subjects: OfficeSubject[];
}

/** Subjects grouped like the menu: each under the group of its first menu entry. */
export function groupedSubjects(): SubjectGroup[] {
  const groupOf = (subject: OfficeSubject): MenuGroup =>
    MENU.find((entry) => entry.subject === subject)?.group ?? 'Administração';
  return MENU_GROUPS.map((group) => ({
    group,
    subjects: OFFICE_SUBJECTS.filter((subject) => groupOf(subject) === group),
  })).filter((g) => g.subjects.length > 0);
}
