// 'Indicações': the chain of lideranças above the citizen and the people they brought in.
import { Anchor, Breadcrumbs, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { formatDate, formatNumber } from '../../../../lib/format.ts';
import { citizenReferralsQuery } from '../../api/citizens.api.ts';

export function CitizenReferrals({ citizenId, name }: { citizenId: string; name: string }) {
  const navigate = useNavigate();
  const query = useQuery(citizenReferralsQuery(citizenId));
  if (query.isPending) return <Skeleton height={120} radius="sm" aria-label="Carregando" />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const { ancestors, referrals, total } = query.data;

  return (
    <Stack gap="md">
      {ancestors.length > 0 && (
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            Trazido por
          </Text>
          <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
            {ancestors.map((a) => (
              <Anchor key={a._id} component={Link} to={`/eleitores/${a._id}`} size="sm">
                {a.name}
              </Anchor>
            ))}
            <Text size="sm" fw={600}>
              {name}
            </Text>
          </Breadcrumbs>
        </div>
      )}
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {total === 0
            ? 'Ainda não indicou ninguém'
            : `Indicou ${formatNumber(total)} ${total === 1 ? 'pessoa' : 'pessoas'}`}
        </Text>
        {total > 0 && (
          <Anchor
            component={Link}
            to={`/eleitores?leaderId=${citizenId}&leaderName=${encodeURIComponent(name)}`}
            size="sm"
          >
            {total > referrals.length ? 'Ver todas na lista' : 'Abrir na lista de eleitores'}
          </Anchor>
        )}
      </Group>
      {referrals.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table highlightOnHover verticalSpacing="xs" aria-label="Indicações">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Bairro / cidade</Table.Th>
                <Table.Th>Indicou</Table.Th>
                <Table.Th>Desde</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referrals.map((r) => (
                <Table.Tr
                  key={r._id}
                  className="gab-clickable-row"
                  onClick={() => void navigate(`/eleitores/${r._id}`)}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/eleitores/${r._id}`}
                      size="sm"
                      c="inherit"
                      fw={500}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {r.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{[r.neighborhood, r.city].filter(Boolean).join(' · ') || '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.referralsCount}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {formatDate(r.createdAt)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
