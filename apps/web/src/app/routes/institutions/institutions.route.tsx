// '/instituicoes' (list: search by name or CNPJ, tipo), '/instituicoes/nova', '/instituicoes/:id' (the record
// with its emendas and demandas) and '/instituicoes/:id/editar'.
import { Anchor, Button, Card, Grid, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  formatBrl,
  formatCnpj,
  formatPhone,
  INSTITUTION_KINDS,
  INSTITUTION_KIND_LABELS,
  type Institution,
  type InstitutionListItem,
} from '@gabinete/shared';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FilterBar } from '../../../components/filters/filter-bar.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { stopRowClick } from '../../../components/table-cells.tsx';
import { AmendmentStatusBadge } from '../../../features/amendments/components/amendment-badges.tsx';
import {
  institutionLinksQuery,
  institutionQuery,
  institutionsKeys,
  institutionsListQuery,
} from '../../../features/institutions/api/institutions.api.ts';
import { InstitutionForm } from '../../../features/institutions/components/institution-form.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { chipCollector } from '../../../lib/chip-list.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { AmendmentStatus } from '@gabinete/shared';

const place = (i: InstitutionListItem) => (i.city ? `${i.city}/${i.uf}` : '—');

function InstitutionsTable({ rows }: { rows: InstitutionListItem[] }) {
  const navigate = useNavigate();
  const table = (
    <Table.ScrollContainer minWidth={800}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Instituições">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>CNPJ</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Município</Table.Th>
            <Table.Th ta="right">Emendas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((i) => (
            <Table.Tr
              key={i._id}
              className="gab-clickable-row"
              onClick={() => void navigate(`/instituicoes/${i._id}`)}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/instituicoes/${i._id}`}
                  size="sm"
                  fw={600}
                  onClick={stopRowClick}
                >
                  {i.name}
                </Anchor>
              </Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {i.cnpj ? formatCnpj(i.cnpj) : '—'}
              </Table.Td>
              <Table.Td>{INSTITUTION_KIND_LABELS[i.kind]}</Table.Td>
              <Table.Td>{place(i)}</Table.Td>
              <Table.Td ta="right">{i.amendmentCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Instituições"
      items={rows}
      table={table}
      card={(i) => ({
        key: i._id,
        href: `/instituicoes/${i._id}`,
        overline: INSTITUTION_KIND_LABELS[i.kind],
        title: i.name,
        fields: [
          { label: 'CNPJ', value: i.cnpj ? formatCnpj(i.cnpj) : '—' },
          { label: 'Município', value: place(i) },
          { label: 'Emendas', value: String(i.amendmentCount) },
        ],
      })}
    />
  );
}

export function InstitutionsListRoute() {
  const ability = useAppAbility();
  const { params, update, clear } = useListParams(['kind'] as const);
  const query = useQuery(
    institutionsListQuery({
      q: params.q || null,
      kind: params.filters.kind,
      page: params.page,
      perPage: params.perPage,
    }),
  );
  const { chips, add } = chipCollector();
  if (params.q) add('q', `Busca: ${params.q}`);
  if (params.filters.kind)
    add('kind', `Tipo: ${INSTITUTION_KIND_LABELS[params.filters.kind as 'outro'] ?? params.filters.kind}`);
  const newButton = ability.can('create', 'institutions') ? (
    <Button component={Link} to="/instituicoes/nova" leftSection={<IconPlus size={18} />}>
      Nova instituição
    </Button>
  ) : null;
  return (
    <>
      <PageHeader
        title="Instituições"
        description="Prefeituras, secretarias, hospitais, escolas e associações: os beneficiários das emendas e parceiros das demandas."
        actions={newButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <FilterBar
            q={params.q}
            searchLabel="Buscar instituições"
            searchPlaceholder="Buscar por nome ou CNPJ"
            chips={chips}
            onChange={update}
            onClear={clear}
          >
            <Select
              aria-label="Tipo"
              placeholder="Tipo"
              data={INSTITUTION_KINDS.map((k) => ({ value: k, label: INSTITUTION_KIND_LABELS[k] }))}
              value={params.filters.kind}
              onChange={(v) => update({ kind: v })}
              clearable
              w={200}
            />
          </FilterBar>
          <ListCount data={query.data} noun={['instituição', 'instituições']} />
          <ListBody
            query={query}
            rows={query.data?.institutions}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={!!params.q || !!params.filters.kind}
                title="Nenhuma instituição cadastrada ainda"
                description="Cadastre as prefeituras, hospitais, escolas e entidades com que o gabinete trabalha: elas recebem as emendas e aparecem nas demandas."
                action={newButton}
                onClearFilters={clear}
              />
            }
          >
            {(rows) => <InstitutionsTable rows={rows} />}
          </ListBody>
        </Stack>
      </Card>
    </>
  );
}

function useOnSaved() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (i: Institution) => {
    queryClient.setQueryData(institutionsKeys.detail(i._id), i);
    void queryClient.invalidateQueries({ queryKey: institutionsKeys.all, refetchType: 'none' });
    notifySuccess('Instituição salva');
    void navigate(`/instituicoes/${i._id}`, { replace: true });
  };
}

export function InstitutionNewRoute() {
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  return (
    <>
      <PageHeader title="Nova instituição" />
      <InstitutionForm onSaved={onSaved} onCancel={() => void navigate('/instituicoes')} />
    </>
  );
}

export function InstitutionEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  const query = useQuery(institutionQuery(id));
  if (query.isPending) return <PageSkeleton rows={8} />;
  if (query.isError || !query.data)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <PageHeader title="Editar instituição" />
      <InstitutionForm
        institution={query.data}
        onSaved={onSaved}
        onCancel={() => void navigate(`/instituicoes/${id}`)}
      />
    </>
  );
}

export function InstitutionRecordRoute() {
  const { id = '' } = useParams();
  const ability = useAppAbility();
  const query = useQuery(institutionQuery(id));
  const links = useQuery(institutionLinksQuery(id));
  if (query.isPending) return <PageSkeleton rows={8} />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <RecordNotFound
        title="Instituição não encontrada"
        description="Ela não existe neste gabinete ou foi para a lixeira."
        to="/instituicoes"
        linkLabel="Ir para Instituições"
      />
    );
  if (query.isError || !query.data)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const i = query.data;
  const address = [
    [i.street, i.number].filter(Boolean).join(', '),
    i.neighborhood,
    i.city && `${i.city}/${i.uf}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <PageHeader
        title={i.name}
        description={[INSTITUTION_KIND_LABELS[i.kind], i.cnpj && `CNPJ ${formatCnpj(i.cnpj)}`]
          .filter(Boolean)
          .join(' · ')}
        actions={
          ability.can('update', 'institutions') && (
            <Button
              component={Link}
              to={`/instituicoes/${i._id}/editar`}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              Editar
            </Button>
          )
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="xs">
              {address && <Text size="sm">{address}</Text>}
              {i.contactName && <Text size="sm">Responsável: {i.contactName}</Text>}
              {i.phones.length > 0 && (
                <Text size="sm">Telefones: {i.phones.map(formatPhone).join(', ')}</Text>
              )}
              {i.emails.length > 0 && <Text size="sm">E-mails: {i.emails.join(', ')}</Text>}
              {i.website && <Text size="sm">Site: {i.website}</Text>}
              {i.notes && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {i.notes}
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Text fw={600}>Emendas ({links.data?.amendments.length ?? i.amendmentCount})</Text>
              {links.data?.amendments.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nenhuma emenda para esta instituição.
                </Text>
              )}
              {links.data?.amendments.map((a) => (
                <Group key={a._id} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={`/emendas/${a._id}`} size="sm">
                    {a.label}
                  </Anchor>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{formatBrl(a.indicated)}</Text>
                    <AmendmentStatusBadge status={a.status as AmendmentStatus} />
                  </Group>
                </Group>
              ))}
              <Text fw={600} mt="sm">
                Demandas ({links.data?.demands.length ?? i.demandCount})
              </Text>
              {links.data?.demands.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nenhuma demanda ligada a esta instituição.
                </Text>
              )}
              {links.data?.demands.map((d) => (
                <Anchor key={d._id} component={Link} to={`/demandas/${d._id}`} size="sm">
                  {d.protocol} · {d.title}
                </Anchor>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
