// Template invoices list (/modelo/faturas): search and status in the URL, a page of invoices, delete.
import { Card, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { ListFooter, PerPageSelect, usePagedParams } from '../../app/list-parts.tsx';
import { INVOICE_STATUSES, type DemoInvoiceRecord } from './invoice-labels.tsx';
import { InvoicesTable } from './invoices-table.tsx';

export function InvoicesList() {
  const { params, page, perPage, setParam, setPage, setPerPage } = usePagedParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';

  const filters = { q, status, page, perPage };
  const query = useQuery({
    queryKey: ['modelo', 'invoices', filters],
    queryFn: () =>
      demoApi.get<{ invoices: DemoInvoiceRecord[]; total: number }>('/apps/invoice/invoices', filters),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;

  return (
    <DemoPage title="Faturas" trail={[{ label: 'Aplicativos' }]}>
      <Card withBorder padding={0}>
        <Group justify="space-between" p="md" wrap="wrap" gap="sm">
          <PerPageSelect value={perPage} onChange={setPerPage} />
          <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
            <TextInput
              aria-label="Buscar fatura"
              placeholder="Buscar por cliente ou e-mail"
              leftSection={<IconSearch size={16} />}
              value={q}
              onChange={(event) => setParam('q', event.currentTarget.value)}
              w={{ base: '100%', xs: 260 }}
            />
            <Select
              aria-label="Status da fatura"
              placeholder="Todos os status"
              clearable
              data={INVOICE_STATUSES.map(({ value, label }) => ({ value, label }))}
              value={status || null}
              onChange={(value) => setParam('status', value)}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
        </Group>
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <ErrorNotice error={query.error} />
        ) : (
          <InvoicesTable invoices={query.data.invoices} />
        )}
        <ListFooter page={page} perPage={perPage} total={total} onPage={setPage} />
      </Card>
    </DemoPage>
  );
}
