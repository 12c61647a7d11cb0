// '/leis': the banco de leis — search by 'PL 12/2026' or words of the ementa and text (Portuguese full text),
// filters in the URL (esfera, tipo, situação, ano, do mandato), create/edit in a drawer (read-only for
// readers), and the office's types in a modal.
import { Anchor, Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  LAW_HOUSE_LABELS,
  LAW_HOUSES,
  LAW_STATUS_COLORS,
  LAW_STATUS_LABELS,
  LAW_STATUSES,
  type LawListItem,
} from '@gabinete/shared';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { lawQuery, lawsQuery, lawTypesQuery } from '../../../features/laws/api/laws.api.ts';
import { LawDrawer } from '../../../features/laws/components/law-drawer.tsx';
import { LawTypesModal } from '../../../features/laws/components/law-types-modal.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatDay } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const StatusBadge = ({ law }: { law: LawListItem }) => (
  <Badge color={LAW_STATUS_COLORS[law.status]} variant="light">
    {LAW_STATUS_LABELS[law.status]}
  </Badge>
);

export function LawsRoute() {
  const ability = useAppAbility();
  const { params, update, clear } = useListParams(['esfera', 'tipo', 'situacao', 'ano', 'mandato'] as const);
  const f = params.filters;
  const types = useQuery(lawTypesQuery());
  const query = useQuery(
    lawsQuery({
      q: params.q,
      house: f.esfera,
      typeId: f.tipo,
      status: f.situacao,
      year: f.ano,
      ownWork: f.mandato === 'sim' ? 'true' : f.mandato === 'nao' ? 'false' : null,
      page: params.page,
      perPage: params.perPage,
    }),
  );
  const [editingId, setEditingId] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [typesOpened, setTypesOpened] = useState(false);
  const editing = useQuery({ ...lawQuery(editingId ?? ''), enabled: !!editingId });
  const canUpdate = ability.can('update', 'laws');
  const open = (id: string | null) => {
    setEditingId(id);
    setOpened(true);
  };
  const filtered = !!params.q || Object.values(f).some(Boolean);

  return (
    <>
      <PageHeader
        title="Banco de leis"
        description="As proposições do mandato e as leis que o gabinete acompanha: número, ementa, autoria e tramitação."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconList size={18} />}
              onClick={() => setTypesOpened(true)}
              disabled={!types.data}
            >
              Tipos
            </Button>
            {ability.can('create', 'laws') && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)} disabled={!types.data}>
                Nova proposição
              </Button>
            )}
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          {/* The search box grows in a filter bar's row (flex: 1 1 260px); alone in this column it grew 260 px tall. */}
          <Group>
            <SearchInput
              value={params.q}
              onSearch={(q) => update({ q })}
              placeholder="Buscar por número (PL 12/2026) ou palavras da ementa e do texto"
            />
          </Group>
          <Group gap="sm">
            <Select
              aria-label="Esfera"
              placeholder="Todas as esferas"
              data={LAW_HOUSES.map((h) => ({ value: h, label: LAW_HOUSE_LABELS[h] }))}
              value={f.esfera}
              onChange={(esfera) => update({ esfera })}
              clearable
              w={170}
            />
            <Select
              aria-label="Tipo"
              placeholder="Todos os tipos"
              searchable
              data={(types.data ?? [])
                .filter((t) => !f.esfera || t.house === f.esfera)
                .map((t) => ({ value: t._id, label: `${t.sigla} — ${t.description}` }))}
              value={f.tipo}
              onChange={(tipo) => update({ tipo })}
              clearable
              w={260}
            />
            <Select
              aria-label="Situação"
              placeholder="Todas as situações"
              data={LAW_STATUSES.map((s) => ({ value: s, label: LAW_STATUS_LABELS[s] }))}
              value={f.situacao}
              onChange={(situacao) => update({ situacao })}
              clearable
              w={210}
            />
            <Select
              aria-label="Autoria"
              placeholder="Do mandato e acompanhadas"
              data={[
                { value: 'sim', label: 'Do mandato' },
                { value: 'nao', label: 'Acompanhadas' },
              ]}
              value={f.mandato}
              onChange={(mandato) => update({ mandato })}
              clearable
              w={220}
            />
          </Group>
          <ListCount data={query.data} noun={['proposição', 'proposições']} />
          <ListBody
            query={query}
            rows={query.data?.laws}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={filtered}
                onClearFilters={clear}
                title="Nenhuma proposição cadastrada"
                description="Registre os projetos, requerimentos e indicações do mandato e as leis que o gabinete acompanha."
              />
            }
          >
            {(laws) => (
              <ResponsiveList
                label="Leis e proposições"
                items={laws}
                card={(l) => ({
                  key: l._id,
                  onOpen: () => open(l._id),
                  overline: l.label,
                  title: l.ementa,
                  badges: <StatusBadge law={l} />,
                  fields: [
                    { label: 'Autoria', value: l.author ?? '—' },
                    { label: 'Apresentada', value: l.presentedOn ? formatDay(l.presentedOn) : '—' },
                  ],
                })}
                table={
                  <Table.ScrollContainer minWidth={860}>
                    <Table highlightOnHover verticalSpacing="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Número</Table.Th>
                          <Table.Th>Ementa</Table.Th>
                          <Table.Th>Autoria</Table.Th>
                          <Table.Th>Situação</Table.Th>
                          <Table.Th>Apresentada</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {laws.map((l) => (
                          <Table.Tr
                            key={l._id}
                            className="gab-clickable-row"
                            onClick={() => open(l._id)}
                            aria-label={`Abrir ${l.label}`}
                          >
                            <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                              {l.label}
                              <Text size="xs" c="dimmed">
                                {LAW_HOUSE_LABELS[l.type.house]}
                              </Text>
                            </Table.Td>
                            <Table.Td maw={420}>
                              <Text size="sm" lineClamp={2}>
                                {l.ementa}
                              </Text>
                              {l.link && (
                                <Anchor
                                  href={l.link}
                                  target="_blank"
                                  rel="noreferrer"
                                  size="xs"
                                  onClick={(e) => e.stopPropagation()}
                                >
                                  Abrir na fonte
                                </Anchor>
                              )}
                            </Table.Td>
                            <Table.Td>{l.author ?? '—'}</Table.Td>
                            <Table.Td>
                              <StatusBadge law={l} />
                              {l.houseStatus && (
                                <Text size="xs" c="dimmed">
                                  {l.houseStatus}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td>{l.presentedOn ? formatDay(l.presentedOn) : '—'}</Table.Td>
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
      {types.data && (
        <LawTypesModal
          opened={typesOpened}
          types={types.data}
          canCreate={ability.can('update', 'laws')}
          onClose={() => setTypesOpened(false)}
        />
      )}
      {types.data && (
        <LawDrawer
          opened={opened && (!editingId || !!editing.data)}
          law={editingId ? (editing.data ?? null) : null}
          types={types.data}
          readOnly={editingId ? !canUpdate : !ability.can('create', 'laws')}
          onClose={() => {
            setOpened(false);
            setEditingId(null);
          }}
        />
      )}
    </>
  );
}
