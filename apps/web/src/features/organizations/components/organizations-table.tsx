// Offices of the platform: nome, parlamentar, local, usuários, última atividade, situação (trial days), criado em.
import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import type { Organization } from '@gabinete/shared';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatDateTime, formatNumber, formatRelative, initials } from '../../../lib/format.ts';
import { OrganizationStatusBadge } from './organization-status-badge.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';

interface OrganizationsTableProps {
  organizations: Organization[];
  sort: string | null;
  onSort: (sort: string) => void;
}

export function OrganizationsTable({ organizations, sort, onSort }: OrganizationsTableProps) {
  const th = { sort, onSort, defaultSort: 'name' };
  const navigate = useNavigate();
  const place = (org: Organization) => [org.municipio, org.uf].filter(Boolean).join('/') || '—';
  const table = (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Gabinetes">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" {...th}>
              Gabinete
            </SortableTh>
            <Table.Th>Parlamentar</Table.Th>
            <Table.Th>Município/UF</Table.Th>
            <SortableTh column="usersCount" {...th}>
              Usuários
            </SortableTh>
            <SortableTh column="lastActivityAt" {...th}>
              Última atividade
            </SortableTh>
            <Table.Th miw={120}>Situação</Table.Th>
            <SortableTh column="createdAt" {...th}>
              Criado em
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((org) => (
            <Table.Tr
              key={org._id}
              className="gab-clickable-row"
              onClick={() => void navigate(`/organizacoes/${org._id}`)}
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={org.logo} alt="" radius="md" size={32} color="blue">
                    {initials(org.name)}
                  </Avatar>
                  <Anchor
                    component={Link}
                    to={`/organizacoes/${org._id}`}
                    c="inherit"
                    fw={500}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {org.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{org.representativeName ?? '—'}</Text>
                {org.cargo && (
                  <Text size="xs" c="dimmed">
                    {org.cargo}
                    {org.partido ? ` · ${org.partido}` : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{place(org)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatNumber(org.usersCount)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={org.lastActivityAt ? formatDateTime(org.lastActivityAt) : undefined}>
                  {formatRelative(org.lastActivityAt, 'Nunca usado')}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrganizationStatusBadge organization={org} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(org.createdAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Gabinetes"
      items={organizations}
      table={table}
      card={(org) => ({
        key: org._id,
        href: `/organizacoes/${org._id}`,
        leading: (
          <Avatar src={org.logo} alt="" radius="md" size={32} color="blue">
            {initials(org.name)}
          </Avatar>
        ),
        title: org.name,
        subtitle: org.representativeName && (
          <Text size="xs" c="dimmed">
            {[org.representativeName, org.cargo, org.partido].filter(Boolean).join(' · ')}
          </Text>
        ),
        badges: <OrganizationStatusBadge organization={org} />,
        fields: [
          { label: 'Município/UF', value: place(org) },
          { label: 'Usuários', value: formatNumber(org.usersCount) },
          { label: 'Última atividade', value: formatRelative(org.lastActivityAt, 'Nunca usado') },
          { label: 'Criado em', value: formatDate(org.createdAt) },
        ],
      })}
    />
  );
}
