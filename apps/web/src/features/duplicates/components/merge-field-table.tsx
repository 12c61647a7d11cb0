// Side-by-side fields of both records; where both differ, a radio in each cell picks the value that stays.
import { Badge, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { formatPhone, type Citizen, type MergeField } from '@gabinete/shared';
import type { ReactNode } from 'react';
import { TagBadge } from '../../tags/components/tag-select.tsx';
import { effectiveSide, MERGE_ROWS, rowKind, type MergeRow, type Side } from '../merge-fields.ts';

interface MergeFieldTableProps {
  a: Citizen;
  b: Citizen;
  keep: Side;
  picks: Partial<Record<MergeField, Side>>;
  onPick: (field: MergeField, side: Side) => void;
}

function ValueCell({
  row,
  citizen,
  side,
  chosen,
  choosable,
  onPick,
}: {
  row: MergeRow;
  citizen: Citizen;
  side: Side;
  chosen: boolean;
  choosable: boolean;
  onPick: () => void;
}) {
  const value = row.display(citizen);
  const content = (
    <Text
      size="sm"
      c={value ? undefined : 'dimmed'}
      td={!chosen && value && choosable ? 'line-through' : undefined}
    >
      {value ?? '—'}
    </Text>
  );
  return (
    <Table.Td bg={chosen && value ? 'green.0' : undefined}>
      {choosable ? (
        <Radio
          checked={chosen}
          onChange={onPick}
          label={content}
          aria-label={`${row.label}: manter “${value}” (cadastro ${side.toUpperCase()})`}
          name={`merge-${row.field}`}
        />
      ) : (
        content
      )}
    </Table.Td>
  );
}

function ListCell({ items }: { items: ReactNode[] }) {
  return (
    <Table.Td>
      {items.length ? (
        <Stack gap={4}>{items}</Stack>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Table.Td>
  );
}

export function MergeFieldTable({ a, b, keep, picks, onPick }: MergeFieldTableProps) {
  const rows = MERGE_ROWS.filter((row) => rowKind(row, a, b) !== 'empty');
  const phones = (c: Citizen) =>
    c.phones.map((p) => (
      <Text key={p._id} size="sm">
        {formatPhone(p.number)}
      </Text>
    ));
  const emails = (c: Citizen) =>
    c.emails.map((e) => (
      <Text key={e._id} size="sm">
        {e.address}
      </Text>
    ));
  const tags = (c: Citizen) =>
    c.tags.length
      ? [
          <Group key="tags" gap={4}>
            {c.tags.map((t) => (
              <TagBadge key={t._id} name={t.name} color={t.color} />
            ))}
          </Group>,
        ]
      : [];

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" withColumnBorders aria-label="Comparação dos cadastros">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>Campo</Table.Th>
            <Table.Th>Cadastro A</Table.Th>
            <Table.Th>Cadastro B</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const kind = rowKind(row, a, b);
            const side = effectiveSide(row, a, b, keep, picks);
            return (
              <Table.Tr key={row.field}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.label}
                  </Text>
                  {kind === 'choose' && (
                    <Badge tt="none" radius="sm" size="xs" color="orange" variant="light">
                      diferente
                    </Badge>
                  )}
                </Table.Td>
                {(['a', 'b'] as const).map((s) => (
                  <ValueCell
                    key={s}
                    row={row}
                    citizen={s === 'a' ? a : b}
                    side={s}
                    chosen={side === s && kind !== 'same'}
                    choosable={kind === 'choose'}
                    onPick={() => onPick(row.field, s)}
                  />
                ))}
              </Table.Tr>
            );
          })}
          {[
            { label: 'Telefones', render: phones },
            { label: 'E-mails', render: emails },
            { label: 'Tags', render: tags },
          ].map(({ label, render }) => (
            <Table.Tr key={label}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {label}
                </Text>
                <Badge tt="none" radius="sm" size="xs" color="blue" variant="light">
                  juntados
                </Badge>
              </Table.Td>
              <ListCell items={render(a)} />
              <ListCell items={render(b)} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
