// Ranking beside the heat view: the bairros with the most demandas, each linking to the filtered list.
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import type { NeighborhoodHeat } from '../api/demand-map.api.ts';

export function NeighborhoodRanking({
  neighborhoods,
  listSearch,
}: {
  neighborhoods: NeighborhoodHeat[];
  listSearch: (bairro: string) => string;
}) {
  const rows = [...neighborhoods].sort((a, b) => b.total - a.total);
  if (!rows.length) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma demanda com bairro nestes filtros.
      </Text>
    );
  }
  return (
    <div style={{ maxHeight: 520, overflowY: 'auto' }}>
      <Table verticalSpacing={6} horizontalSpacing={6} stickyHeader aria-label="Bairros com mais demandas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={28}>#</Table.Th>
            <Table.Th>Bairro</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Abertas</Table.Th>
            <Table.Th ta="right">Vencidas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((n, i) => (
            <Table.Tr key={`${n.neighborhood}|${n.cityIbge ?? n.city ?? ''}`}>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {i + 1}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/demandas${listSearch(n.neighborhood)}`} size="sm">
                  {n.neighborhood}
                </Anchor>
                {n.city && (
                  <Text size="xs" c="dimmed">
                    {n.city}
                    {n.uf ? `/${n.uf}` : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600}>
                  {formatNumber(n.total)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatNumber(n.open)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" c={n.overdue ? 'red' : 'dimmed'} fw={n.overdue ? 600 : undefined}>
                  {formatNumber(n.overdue)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
