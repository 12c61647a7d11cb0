// Likely duplicate pairs: both records, what matched (CPF, Título, Telefone, Nome e nascimento), and the action.
import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { DUPLICATE_KEY_LABELS, formatPhone, type CitizenListItem } from '@gabinete/shared';
import { IconArrowMerge } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import type { DuplicatePair } from '../api/duplicates.api.ts';

const MATCH_LABELS: Record<DuplicatePair['matchedOn'][number], string> = {
  ...DUPLICATE_KEY_LABELS,
  voterTitle: 'Título',
  name: 'Nome e nascimento',
};

export const comparePath = (aId: string, bId: string) =>
  `/eleitores/duplicados?a=${encodeURIComponent(aId)}&b=${encodeURIComponent(bId)}`;

function Person({ c }: { c: CitizenListItem }) {
  const details = [
    c.birthDate ? `nasc. ${formatDate(`${c.birthDate}T12:00:00Z`)}` : null,
    c.phone ? formatPhone(c.phone) : null,
    [c.neighborhood, c.city].filter(Boolean).join(' · ') || null,
  ].filter(Boolean);
  return (
    <Stack gap={0}>
      <Anchor size="sm" fw={500} component={Link} to={`/eleitores/${c._id}`}>
        {c.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {details.join(' · ') || '—'}
      </Text>
    </Stack>
  );
}

function MatchBadges({ pair }: { pair: DuplicatePair }) {
  return (
    <Group gap={4}>
      {pair.matchedOn.map((key) => (
        <Badge key={key} variant="light" color={key === 'name' ? 'gray' : 'orange'} tt="none" radius="sm">
          {MATCH_LABELS[key]}
        </Badge>
      ))}
    </Group>
  );
}

function CompareButton({ pair }: { pair: DuplicatePair }) {
  return (
    <Button
      component={Link}
      to={comparePath(pair.a._id, pair.b._id)}
      size="compact-sm"
      variant="light"
      leftSection={<IconArrowMerge size={14} />}
    >
      Comparar e mesclar
    </Button>
  );
}

/** On a phone each pair is a card: A above B, then what matched and the action. */
function PairCards({ pairs }: { pairs: DuplicatePair[] }) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {pairs.map((pair) => (
        <Card key={`${pair.a._id}-${pair.b._id}`} withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <Person c={pair.a} />
            <Person c={pair.b} />
            <MatchBadges pair={pair} />
            <CompareButton pair={pair} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function DuplicatePairsTable({ pairs }: { pairs: DuplicatePair[] }) {
  return (
    <>
      <PairCards pairs={pairs} />
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Prováveis duplicados">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cadastro A</Table.Th>
                <Table.Th>Cadastro B</Table.Th>
                <Table.Th>Coincidem</Table.Th>
                <Table.Th w={190} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pairs.map((pair) => (
                <Table.Tr key={`${pair.a._id}-${pair.b._id}`}>
                  <Table.Td>
                    <Person c={pair.a} />
                  </Table.Td>
                  <Table.Td>
                    <Person c={pair.b} />
                  </Table.Td>
                  <Table.Td>
                    <MatchBadges pair={pair} />
                  </Table.Td>
                  <Table.Td>
                    <CompareButton pair={pair} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
