// '/autoridades': the office's contatos de autoridades — search, type filter in the URL, a table (cards on a
// phone), create/edit in a drawer with the tratamento forms.
import { Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  AUTHORITY_TYPE_LABELS,
  AUTHORITY_TYPES,
  type AuthorityListItem,
  type AuthorityType,
} from '@gabinete/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { authoritiesQuery, authorityQuery } from '../../../features/authorities/api/authorities.api.ts';
import { AuthorityDrawer } from '../../../features/authorities/components/authority-drawer.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const TYPE_OPTIONS = AUTHORITY_TYPES.map((value) => ({ value, label: AUTHORITY_TYPE_LABELS[value] }));
const shortType = (type: AuthorityType) => AUTHORITY_TYPE_LABELS[type].split(/[,(]/)[0]!.trim();

export function AuthoritiesRoute() {
  const ability = useAppAbility();
  const { params, update, clear } = useListParams(['tipo'] as const);
  const query = useQuery(
    authoritiesQuery({ q: params.q, type: params.filters.tipo, page: params.page, perPage: params.perPage }),
  );
  const [editingId, setEditingId] = useState<string | null>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const editing = useQuery({ ...authorityQuery(editingId ?? ''), enabled: !!editingId });
  const canCreate = ability.can('create', 'authorities');
  const canUpdate = ability.can('update', 'authorities');
  const filtered = !!params.q || !!params.filters.tipo;
  const open = (id: string | null) => {
    setEditingId(id);
    setDrawerOpened(true);
  };
  const rows = query.data?.authorities;

  return (
    <>
      <PageHeader
        title="Contatos de autoridades"
        description="Prefeito, secretários, deputados, juízes…: o tratamento, o vocativo e o fecho usados nos ofícios."
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
              Nova autoridade
            </Button>
          )
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <div style={{ flex: 1, minWidth: 220 }}>
              <SearchInput
                value={params.q}
                onSearch={(q) => update({ q })}
                placeholder="Buscar por nome, cargo, órgão ou cidade"
              />
            </div>
            <Select
              aria-label="Tipo de autoridade"
              placeholder="Todos os tipos"
              data={TYPE_OPTIONS}
              value={params.filters.tipo}
              onChange={(tipo) => update({ tipo })}
              clearable
              w={280}
            />
          </Group>
          <ListCount data={query.data} noun={['autoridade', 'autoridades']} />
          <ListBody
            query={query}
            rows={rows}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={filtered}
                onClearFilters={clear}
                title="Nenhuma autoridade cadastrada"
                description="Cadastre quem recebe os ofícios do gabinete: o tratamento é escolhido pelo tipo e gênero."
              />
            }
          >
            {(items: AuthorityListItem[]) => (
              <ResponsiveList
                label="Autoridades"
                items={items}
                card={(a) => ({
                  key: a._id,
                  onOpen: () => open(a._id),
                  title: a.name,
                  subtitle: [a.cargo, a.organ].filter(Boolean).join(' · '),
                  badges: <Badge variant="light">{shortType(a.type)}</Badge>,
                  fields: [
                    { label: 'Vocativo', value: a.vocativo },
                    { label: 'E-mail', value: a.email ?? '—' },
                  ],
                })}
                table={
                  <Table.ScrollContainer minWidth={820}>
                    <Table highlightOnHover verticalSpacing="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Nome</Table.Th>
                          <Table.Th>Cargo e órgão</Table.Th>
                          <Table.Th>Tipo</Table.Th>
                          <Table.Th>Vocativo</Table.Th>
                          <Table.Th>Contato</Table.Th>
                          <Table.Th>Documentos</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {items.map((a) => (
                          <Table.Tr
                            key={a._id}
                            className="gab-clickable-row"
                            onClick={() => open(a._id)}
                            aria-label={`Abrir ${a.name}`}
                          >
                            <Table.Td fw={600}>{a.name}</Table.Td>
                            <Table.Td>
                              <Text size="sm">{a.cargo}</Text>
                              {a.organ && (
                                <Text size="xs" c="dimmed">
                                  {a.organ}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td>
                              <Badge variant="light">{shortType(a.type)}</Badge>
                            </Table.Td>
                            <Table.Td>{a.vocativo}</Table.Td>
                            <Table.Td>
                              <Text size="sm">{a.email ?? '—'}</Text>
                              {a.city && (
                                <Text size="xs" c="dimmed">
                                  {a.city}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td onClick={(e) => e.stopPropagation()}>
                              {a.documentsCount > 0 ? (
                                <Anchor component={Link} to={`/documentos?autoridade=${a._id}`} size="sm">
                                  {formatNumber(a.documentsCount)}
                                </Anchor>
                              ) : (
                                <Text size="sm" c="dimmed">
                                  0
                                </Text>
                              )}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                }
              />
            )}
          </ListBody>
        </Stack>
      </Card>
      <AuthorityDrawer
        opened={drawerOpened && (!editingId || !!editing.data)}
        authority={editingId ? (editing.data ?? null) : null}
        readOnly={editingId ? !canUpdate : !canCreate}
        onClose={() => {
          setDrawerOpened(false);
          setEditingId(null);
        }}
      />
    </>
  );
}
