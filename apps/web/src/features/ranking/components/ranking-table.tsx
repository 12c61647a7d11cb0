// Posição / Liderança / Bairro-Cidade / Indicados / Pontos; the top three get a medal.
import { Anchor, Group, Table, Text, ThemeIcon } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { Ranking } from '../api/ranking.api.ts';

const MEDAL_COLORS: Record<number, string> = { 1: 'yellow', 2: 'gray', 3: 'orange' };

type Entry = Ranking['entries'][number];

const placeOf = (entry: Entry) =>
  [entry.citizen.neighborhood, entry.citizen.city].filter(Boolean).join(' · ');

function Position({ entry }: { entry: Entry }) {
  const medal = MEDAL_COLORS[entry.position];
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} size="sm" w={28} ta="right">
        {entry.position}º
      </Text>
      {medal && (
        <ThemeIcon
          color={medal}
          variant="light"
          size="sm"
          radius="xl"
          aria-label={`${entry.position}º lugar`}
        >
          <IconMedal size={14} />
        </ThemeIcon>
      )}
    </Group>
  );
}

export function RankingTable({ entries }: { entries: Ranking['entries'] }) {
  const table = (
    <Table.ScrollContainer minWidth={340}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Ranking de lideranças">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Posição</Table.Th>
            <Table.Th>Liderança</Table.Th>
            <Table.Th>Bairro / Cidade</Table.Th>
            <Table.Th ta="right">Indicados</Table.Th>
            <Table.Th ta="right">Pontos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const place = placeOf(entry);
            return (
              <Table.Tr key={entry.citizen._id}>
                <Table.Td>
                  <Position entry={entry} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/eleitores/${entry.citizen._id}`} fw={500} size="sm">
                    {entry.citizen.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={place ? undefined : 'dimmed'}>
                    {place || '—'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatNumber(entry.counts.referral)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={700}>
                    {formatNumber(entry.points)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Ranking de lideranças"
      items={entries}
      table={table}
      card={(entry) => ({
        key: entry.citizen._id,
        href: `/eleitores/${entry.citizen._id}`,
        leading: <Position entry={entry} />,
        title: entry.citizen.name,
        subtitle: placeOf(entry) && (
          <Text size="xs" c="dimmed">
            {placeOf(entry)}
          </Text>
        ),
        fields: [
          { label: 'Indicados', value: formatNumber(entry.counts.referral) },
          { label: 'Pontos', value: <b>{formatNumber(entry.points)}</b> },
        ],
      })}
    />
  );
}
