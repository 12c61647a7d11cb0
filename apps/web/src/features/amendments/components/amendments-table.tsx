// The emendas table: emenda (número/ano, tipo), objeto, município, beneficiário, situação, indicado,
// empenhado, pago — and the footer with the sums of the whole filter (not only this page).
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import {
  AMENDMENT_KIND_LABELS,
  amendmentLabel,
  formatBrl,
  type AmendmentListItem,
  type AmendmentSums,
} from '@gabinete/shared';
import { Link, useNavigate } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { RestoreButton, RestoreCell, stopRowClick } from '../../../components/table-cells.tsx';
import { AmendmentStatusBadge } from './amendment-badges.tsx';

export const DEFAULT_AMENDMENT_SORT = '-year';

interface AmendmentsTableProps {
  amendments: AmendmentListItem[];
  sums: AmendmentSums;
  total: number;
  sort: string | null;
  onSort: (sort: string) => void;
  onRestore?: (a: AmendmentListItem) => void;
  restoringId?: string | null;
}

const money = (cents: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatBrl(cents)}</span>;
const place = (a: AmendmentListItem) => (a.city ? `${a.city}/${a.uf}` : '—');

/** The sums on a phone, above the cards: one line each, since 'R$ 40.010.000,00' fills a third of the width. */
export function AmendmentSumsCard({ sums }: { sums: AmendmentSums }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Somas do filtro">
      <Stack gap={4}>
        {(
          [
            ['Indicado', sums.indicated],
            ['Empenhado', sums.committed],
            ['Pago', sums.paid],
          ] as const
        ).map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatBrl(value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

export function AmendmentsTable({
  amendments,
  sums,
  total,
  sort,
  onSort,
  onRestore,
  restoringId,
}: AmendmentsTableProps) {
  const th = { sort, onSort, defaultSort: DEFAULT_AMENDMENT_SORT };
  const navigate = useNavigate();
  const table = (
    <Table.ScrollContainer minWidth={1100}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Emendas">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="year" {...th}>
              Emenda
            </SortableTh>
            <Table.Th>Objeto e autor</Table.Th>
            <Table.Th>Município</Table.Th>
            <Table.Th>Beneficiário</Table.Th>
            <Table.Th>Situação</Table.Th>
            <SortableTh column="indicated" {...th}>
              Indicado
            </SortableTh>
            <SortableTh column="committed" {...th}>
              Empenhado
            </SortableTh>
            <SortableTh column="paid" {...th}>
              Pago
            </SortableTh>
            {onRestore && <Table.Th aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {amendments.map((a) => (
            <Table.Tr
              key={a._id}
              className="gab-clickable-row"
              onClick={() => void navigate(`/emendas/${a._id}`)}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/emendas/${a._id}`}
                  fw={600}
                  size="sm"
                  onClick={stopRowClick}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {amendmentLabel(a)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {AMENDMENT_KIND_LABELS[a.kind]}
                </Text>
              </Table.Td>
              <Table.Td miw={220} maw={320}>
                <Text size="sm" lineClamp={2}>
                  {a.object ?? '—'}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {a.author}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{place(a)}</Text>
              </Table.Td>
              <Table.Td maw={180}>
                <Text size="sm" lineClamp={2}>
                  {a.institution?.name ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td miw={110}>
                <AmendmentStatusBadge status={a.status} />
              </Table.Td>
              <Table.Td ta="right">{money(a.money.indicated)}</Table.Td>
              <Table.Td ta="right">{money(a.money.committed)}</Table.Td>
              <Table.Td ta="right">{money(a.money.paid + a.money.rapPaid)}</Table.Td>
              {onRestore && <RestoreCell loading={restoringId === a._id} onRestore={() => onRestore(a)} />}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr aria-label="Somas do filtro">
            <Table.Th colSpan={5}>
              Total do filtro ({total.toLocaleString('pt-BR')} {total === 1 ? 'emenda' : 'emendas'})
            </Table.Th>
            <Table.Th ta="right">{money(sums.indicated)}</Table.Th>
            <Table.Th ta="right">{money(sums.committed)}</Table.Th>
            <Table.Th ta="right">{money(sums.paid)}</Table.Th>
            {onRestore && <Table.Th />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Emendas"
      items={amendments}
      table={table}
      header={<AmendmentSumsCard sums={sums} />}
      card={(a) => ({
        key: a._id,
        href: `/emendas/${a._id}`,
        overline: `${amendmentLabel(a)} · ${AMENDMENT_KIND_LABELS[a.kind]}`,
        title: a.object ?? a.author,
        badges: <AmendmentStatusBadge status={a.status} />,
        fields: [
          { label: 'Município', value: place(a) },
          { label: 'Indicado', value: formatBrl(a.money.indicated) },
          { label: 'Empenhado', value: formatBrl(a.money.committed) },
          { label: 'Pago', value: formatBrl(a.money.paid + a.money.rapPaid) },
        ],
        actions: onRestore && (
          <RestoreButton loading={restoringId === a._id} onRestore={() => onRestore(a)} />
        ),
      })}
    />
  );
}
