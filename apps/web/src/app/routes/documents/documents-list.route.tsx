// '/documentos': every document of the office, 'Aguardando resposta' and 'Rascunhos' as views, kind and year
// filters, search — all in the URL.
import { Button, Card, Group, Menu, SegmentedControl, Select, Stack } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '@gabinete/shared';
import { IconChevronDown, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePhone } from '../../../components/responsive-list.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { documentsQuery } from '../../../features/documents/api/documents.api.ts';
import { DocumentsTable } from '../../../features/documents/components/documents-table.tsx';
import { useCreateDraft } from '../../../features/documents/components/new-document-menu.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const KIND_OPTIONS = DOCUMENT_KINDS.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] }));
const VIEWS = [
  { value: 'todos', label: 'Todos' },
  { value: 'aguardando', label: 'Aguardando resposta' },
  { value: 'rascunhos', label: 'Rascunhos' },
  { value: 'respondidos', label: 'Respondidos' },
];

export function DocumentsListRoute() {
  const ability = useAppAbility();
  const create = useCreateDraft();
  const phone = usePhone();
  const { params, update, clear } = useListParams(['visao', 'tipo', 'ano', 'autoridade'] as const);
  const view = params.filters.visao ?? 'todos';
  const query = useQuery(
    documentsQuery({
      q: params.q,
      kind: params.filters.tipo,
      year: params.filters.ano,
      authorityId: params.filters.autoridade,
      awaiting: view === 'aguardando' ? 'true' : null,
      status: view === 'rascunhos' ? 'rascunho' : view === 'respondidos' ? 'respondido' : null,
      sort: view === 'aguardando' ? 'replyDueDate' : null,
      page: params.page,
      perPage: params.perPage,
    }),
  );
  const filtered = !!params.q || !!params.filters.tipo || !!params.filters.ano || !!params.filters.autoridade;
  const year = new Date().getFullYear();

  return (
    <>
      <PageHeader
        title="Documentos"
        description="Ofícios, requerimentos, indicações e moções: numerados, no padrão ofício, com a resposta acompanhada."
        actions={
          <>
            <Button
              component={Link}
              to="/documentos/modelos"
              variant="default"
              leftSection={<IconTemplate size={18} />}
            >
              Modelos e configurações
            </Button>
            {ability.can('create', 'documents') && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button
                    leftSection={<IconPlus size={18} />}
                    rightSection={<IconChevronDown size={16} />}
                    loading={create.isPending}
                  >
                    Novo documento
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {DOCUMENT_KINDS.map((kind) => (
                    <Menu.Item key={kind} onClick={() => create.mutate({ kind: kind as DocumentKind })}>
                      {DOCUMENT_KIND_LABELS[kind]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          {phone ? (
            // Four views do not fit a phone's width side by side ('Respondidos' was out of sight).
            <Select
              aria-label="Visão"
              data={VIEWS}
              value={view}
              allowDeselect={false}
              onChange={(v) => update({ visao: !v || v === 'todos' ? null : v })}
            />
          ) : (
            <SegmentedControl
              aria-label="Visão"
              data={VIEWS}
              value={view}
              onChange={(v) => update({ visao: v === 'todos' ? null : v })}
              style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
            />
          )}
          <Group gap="sm" align="flex-end">
            <div style={{ flex: 1, minWidth: 220 }}>
              <SearchInput
                value={params.q}
                onSearch={(q) => update({ q })}
                placeholder="Buscar por assunto, número ou destinatário"
              />
            </div>
            <Select
              aria-label="Tipo"
              placeholder="Todos os tipos"
              data={KIND_OPTIONS}
              value={params.filters.tipo}
              onChange={(tipo) => update({ tipo })}
              clearable
              w={200}
            />
            <Select
              aria-label="Ano"
              placeholder="Todos os anos"
              data={[0, 1, 2].map((i) => String(year - i))}
              value={params.filters.ano}
              onChange={(ano) => update({ ano })}
              clearable
              w={150}
            />
          </Group>
          <ListCount data={query.data} noun={['documento', 'documentos']} />
          <ListBody
            query={query}
            rows={query.data?.documents}
            columns={6}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={filtered || view !== 'todos'}
                onClearFilters={() => {
                  clear();
                  update({ visao: null });
                }}
                title="Nenhum documento ainda"
                description="Gere um ofício a partir de uma demanda ou crie um documento pelo botão 'Novo documento'."
              />
            }
          >
            {(docs) => <DocumentsTable documents={docs} />}
          </ListBody>
        </Stack>
      </Card>
    </>
  );
}
