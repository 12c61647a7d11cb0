// '/importacoes': the import history (refreshes while one runs) and 'Nova importação'.
import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { IMPORT_STATUS_LABELS, IMPORT_STATUSES } from '@gabinete/shared';
import { IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { importsListQuery } from '../../../features/imports/api/imports.api.ts';
import { ImportsTable } from '../../../features/imports/components/imports-table.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['status'] as const;
const STATUS_OPTIONS = IMPORT_STATUSES.map((s) => ({ value: s, label: IMPORT_STATUS_LABELS[s] }));

export function ImportsListRoute() {
  const ability = useAppAbility();
  const { params, update, clear } = useListParams(FILTERS);
  const status = params.filters.status;
  const query = useQuery(importsListQuery(params.page, params.perPage, status));
  const newButton = ability.can('create', 'imports') ? (
    <Button component={Link} to="/importacoes/nova" leftSection={<IconFileImport size={18} />}>
      Nova importação
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Histórico de importação"
        description="Planilhas de eleitores trazidas para o gabinete, com o resultado de cada uma."
        actions={newButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group>
            <Select
              aria-label="Situação"
              placeholder="Situação"
              data={STATUS_OPTIONS}
              value={status}
              onChange={(value) => update({ status: value })}
              clearable
              w={220}
            />
          </Group>
          <ListBody
            query={query}
            rows={query.data?.imports}
            columns={5}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={Boolean(status)}
                title="Nenhuma importação ainda"
                description="Traga a planilha de contatos do gabinete (CSV ou XLSX): você associa as colunas e confere as linhas antes de gravar."
                action={newButton}
                onClearFilters={clear}
              />
            }
          >
            {(imports) => <ImportsTable imports={imports} />}
          </ListBody>
        </Stack>
      </Card>
    </>
  );
}
