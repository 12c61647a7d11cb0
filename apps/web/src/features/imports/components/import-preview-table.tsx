// The preview rows: one column per mapped field, cells with an error in red, 'duplicado de' badges.
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { IMPORT_FIELD_LABELS, type ImportField, type ImportPreviewRowSchema } from '@gabinete/shared';
import { Link } from 'react-router';
import type { z } from 'zod';

type PreviewRow = z.infer<typeof ImportPreviewRowSchema>;

interface ImportPreviewTableProps {
  rows: PreviewRow[];
  /** Mapped columns only, in spreadsheet order. */
  mapping: Record<string, ImportField>;
}

/** Long free-text fields wrap; short ones (CPF, phone, dates) stay on one line. */
const WRAPS = new Set<ImportField>([
  'name',
  'socialName',
  'street',
  'complement',
  'referencePoint',
  'notes',
  'tags',
]);

/** An error belongs to a cell when it names the column or the field the column fills. */
const cellErrors = (row: PreviewRow, column: string, field: ImportField) =>
  row.errors.filter((e) => e.field === column || e.field === field);

/** The raw value of the column (or, failing that, the value read into the field). */
const cellValue = (row: PreviewRow, column: string, field: ImportField) =>
  row.values[column] ?? row.values[field] ?? null;

export function ImportPreviewTable({ rows, mapping }: ImportPreviewTableProps) {
  const columns = Object.entries(mapping);
  return (
    <Table.ScrollContainer minWidth={Math.max(640, 160 * columns.length)}>
      <Table verticalSpacing="xs" withColumnBorders aria-label="Prévia das linhas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Linha</Table.Th>
            <Table.Th w={220}>Situação</Table.Th>
            {columns.map(([column, field]) => (
              <Table.Th key={column}>
                {IMPORT_FIELD_LABELS[field]}
                <Text size="xs" c="dimmed" fw={400}>
                  {column}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            return (
              <Table.Tr key={row.row} bg={row.errors.length ? 'red.0' : undefined}>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {row.row}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {row.errors.length === 0 && !row.duplicateOf && (
                      <Badge radius="sm" color="green" variant="light" tt="none">
                        Pronta
                      </Badge>
                    )}
                    {row.errors.length > 0 && (
                      <Badge radius="sm" color="red" variant="light" tt="none">
                        {row.errors.length === 1 ? '1 erro' : `${row.errors.length} erros`}
                      </Badge>
                    )}
                    {row.duplicateOf && (
                      <Text size="xs" c="orange.9">
                        Duplicado de{' '}
                        <Anchor
                          component={Link}
                          to={`/eleitores/${row.duplicateOf._id}`}
                          target="_blank"
                          inherit
                        >
                          {row.duplicateOf.name}
                        </Anchor>
                      </Text>
                    )}
                    {row.errors.map((e, i) => (
                      <Text key={i} size="xs" c="red.8">
                        {e.field ? `${e.field}: ` : ''}
                        {e.message}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                {columns.map(([column, field]) => {
                  const errors = cellErrors(row, column, field);
                  const value = cellValue(row, column, field);
                  return (
                    <Table.Td key={column} bg={errors.length ? 'red.1' : undefined}>
                      <Text
                        size="sm"
                        c={value ? undefined : 'dimmed'}
                        style={{ whiteSpace: WRAPS.has(field) ? undefined : 'nowrap' }}
                      >
                        {value || '—'}
                      </Text>
                      {errors.map((e, i) => (
                        <Text key={i} size="xs" c="red.8" fw={500}>
                          {e.message}
                        </Text>
                      ))}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
