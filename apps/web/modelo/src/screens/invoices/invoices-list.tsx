// Template invoices list (/modelo/faturas): search and status in the URL, a page of invoices, delete.
import { Card, Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { INVOICE_STATUSES, type DemoInvoiceRecord } from './invoice-labels.tsx';
import { InvoicesTable } from './invoices-table.tsx';

const PER_PAGE = ['10', '25', '50'];

export function InvoicesList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const perPage = PER_PAGE.includes(params.get('perPage') ?? '') ? Number(params.get('perPage')) : 10;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const filters = { q, status, page, perPage };
  const query = useQuery({
    queryKey: ['modelo', 'invoices', filters],
    queryFn: () =>
      demoApi.get<{ invoices: DemoInvoiceRecord[]; total: number }>('/apps/invoice/invoices', filters),
    placeholderData: keepPreviousData,
  });

  function setParam(key: string, value: string | null) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key === 'q' },
    );
  }

  const total = query.data?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);

  return (
    <DemoPage title="Faturas" trail={[{ label: 'Aplicativos' }]}>
      <Card withBorder padding={0}>
        <Group justify="space-between" p="md" wrap="wrap" gap="sm">
          <Select
            aria-label="Registros por página"
            data={PER_PAGE}
            value={String(perPage)}
            onChange={(value) => setParam('perPage', value === '10' ? null : value)}
            allowDeselect={false}
            w={90}
          />
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
        <Group justify="space-between" p="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            Mostrando {formatNumber(first)} a {formatNumber(last)} de {formatNumber(total)} registros
          </Text>
          <Pagination
            total={Math.max(1, Math.ceil(total / perPage))}
            value={page}
            onChange={(value) => setParam('page', value === 1 ? null : String(value))}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
            })}
          />
        </Group>
      </Card>
    </DemoPage>
  );
}
