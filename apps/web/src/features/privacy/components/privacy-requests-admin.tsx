// Every titular request of the office (settings tab): filters by situação, tipo and atrasadas; 'Responder'.
import { Checkbox, Group, Select, Stack } from '@mantine/core';
import {
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_REQUEST_TYPES,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { privacyRequestsQuery, type PrivacyRequest } from '../api/privacy.api.ts';
import { PrivacyRequestsTable } from './privacy-requests-table.tsx';
import { ResolvePrivacyRequestModal } from './resolve-privacy-request-modal.tsx';

const FILTERS = ['status', 'type', 'overdue'] as const;
const STATUS_OPTIONS = PRIVACY_REQUEST_STATUSES.map((s) => ({
  value: s,
  label: PRIVACY_REQUEST_STATUS_LABELS[s],
}));
const TYPE_OPTIONS = PRIVACY_REQUEST_TYPES.map((t) => ({ value: t, label: PRIVACY_REQUEST_TYPE_LABELS[t] }));

export function PrivacyRequestsAdmin() {
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const query = useQuery(
    privacyRequestsQuery({ page: params.page, perPage: params.perPage, ...params.filters }),
  );
  const [resolving, setResolving] = useState<PrivacyRequest | null>(null);

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Select
          aria-label="Situação"
          placeholder="Situação"
          data={STATUS_OPTIONS}
          value={params.filters.status}
          onChange={(value) => update({ status: value })}
          clearable
          w={190}
        />
        <Select
          aria-label="Tipo"
          placeholder="Tipo"
          data={TYPE_OPTIONS}
          value={params.filters.type}
          onChange={(value) => update({ type: value })}
          clearable
          w={280}
        />
        <Checkbox
          label="Só as atrasadas"
          checked={params.filters.overdue === '1'}
          onChange={(event) => update({ overdue: event.currentTarget.checked ? '1' : null })}
        />
      </Group>
      <ListBody
        query={query}
        rows={query.data?.requests}
        columns={5}
        onPageChange={(page) => update({ page })}
        empty={
          <EmptyList
            filtered={activeCount > 0}
            title="Nenhuma solicitação LGPD"
            description="Os pedidos dos eleitores para ver, corrigir, exportar ou apagar os dados são registrados no perfil de cada um e aparecem aqui, com o prazo."
            onClearFilters={clear}
          />
        }
      >
        {(requests) => <PrivacyRequestsTable requests={requests} showCitizen onResolve={setResolving} />}
      </ListBody>
      <ResolvePrivacyRequestModal request={resolving} onClose={() => setResolving(null)} />
    </Stack>
  );
}
