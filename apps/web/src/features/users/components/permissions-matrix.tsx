// Rows = office areas grouped like the menu; columns Ver / Criar / Editar / Excluir.
import { Checkbox, Table, Text } from '@mantine/core';
import { OFFICE_SUBJECTS, SUBJECT_LABELS } from '@gabinete/shared';
import { Fragment } from 'react';
import {
  groupedSubjects,
  MATRIX_ACTION_LABELS,
  MATRIX_ACTIONS,
  toggleCell,
  toggleColumn,
  type Matrix,
} from '../permissions-matrix.logic.ts';

interface PermissionsMatrixProps {
  value: Matrix;
  onChange: (next: Matrix) => void;
  readOnly?: boolean;
}

const GROUPS = groupedSubjects();

export function PermissionsMatrix({ value, onChange, readOnly = false }: PermissionsMatrixProps) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped={false} highlightOnHover verticalSpacing={6} aria-label="Permissões por área">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Área</Table.Th>
            {MATRIX_ACTIONS.map((action) => {
              const count = OFFICE_SUBJECTS.filter((s) => value[s][action]).length;
              return (
                <Table.Th key={action} w={96} ta="center">
                  <Checkbox
                    label={MATRIX_ACTION_LABELS[action]}
                    aria-label={`${MATRIX_ACTION_LABELS[action]}: todas as áreas`}
                    checked={count === OFFICE_SUBJECTS.length}
                    indeterminate={count > 0 && count < OFFICE_SUBJECTS.length}
                    disabled={readOnly}
                    onChange={(e) => onChange(toggleColumn(value, action, e.currentTarget.checked))}
                    styles={{ body: { justifyContent: 'center' } }}
                    size="xs"
                  />
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GROUPS.map(({ group, subjects }) => (
            <Fragment key={group}>
              <Table.Tr>
                <Table.Td colSpan={5} bg="var(--gab-surface-muted)">
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    {group}
                  </Text>
                </Table.Td>
              </Table.Tr>
              {subjects.map((subject) => (
                <Table.Tr key={subject}>
                  <Table.Td>{SUBJECT_LABELS[subject]}</Table.Td>
                  {MATRIX_ACTIONS.map((action) => (
                    <Table.Td key={action} ta="center">
                      <Checkbox
                        aria-label={`${MATRIX_ACTION_LABELS[action]} ${SUBJECT_LABELS[subject]}`}
                        checked={value[subject][action]}
                        disabled={readOnly}
                        onChange={(e) =>
                          onChange(toggleCell(value, subject, action, e.currentTarget.checked))
                        }
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
