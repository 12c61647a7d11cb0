// '/demandas/quadro': the demandas by situação, one column per status; drag to move, filters in the URL.
import { Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { demandBoardQuery } from '../../../features/demands/api/demands.api.ts';
import { BOARD_PER_COLUMN, DemandBoard } from '../../../features/demands/components/board/demand-board.tsx';
import { DemandFilters } from '../../../features/demands/components/demand-filters.tsx';
import { DemandViewSwitch } from '../../../features/demands/components/demand-view-switch.tsx';
import { StatusesSettings } from '../../../features/demands/components/statuses/statuses-settings.tsx';
import { useDemandListParams } from '../../../features/demands/lib/demand-filter-params.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { useLiveDemands } from '../../../features/demands/api/use-live-demands.ts';
import { formatNumber } from '../../../lib/format.ts';

export function DemandsBoardRoute() {
  useLiveDemands();
  const ability = useAppAbility();
  const { params, update, clear, apiQuery } = useDemandListParams({ board: true });
  const boardParams = { ...apiQuery, perColumn: BOARD_PER_COLUMN };
  const options = demandBoardQuery(boardParams);
  const query = useQuery(options);
  const [settingsOpened, settings] = useDisclosure(false);
  const total = query.data?.columns.reduce((sum, c) => sum + c.total, 0);

  return (
    <>
      <PageHeader
        title="Demandas"
        description="O quadro por situação: arraste um cartão para outra coluna para mudar a situação."
        actions={
          <>
            <DemandViewSwitch view="board" />
            {ability.can('update', 'settings') && (
              <Button variant="default" leftSection={<IconSettings size={18} />} onClick={settings.open}>
                Configurar situações
              </Button>
            )}
            {ability.can('create', 'demands') && (
              <Button component={Link} to="/demandas/nova" leftSection={<IconPlus size={18} />}>
                Nova demanda
              </Button>
            )}
          </>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <DemandFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
            {total !== undefined && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {formatNumber(total)} {total === 1 ? 'demanda' : 'demandas'} no quadro
              </Text>
            )}
          </Stack>
        </Card>
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.isPending && (
          <Group
            gap="sm"
            wrap="nowrap"
            style={{ overflow: 'hidden' }}
            aria-busy="true"
            aria-label="Carregando"
          >
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={420} width={290} radius="md" style={{ flex: '0 0 290px' }} />
            ))}
          </Group>
        )}
        {query.data && (
          <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <DemandBoard
              board={query.data}
              boardKey={options.queryKey}
              filters={apiQuery}
              canEdit={ability.can('update', 'demands')}
            />
          </div>
        )}
      </Stack>
      <Modal
        opened={settingsOpened}
        onClose={settings.close}
        size="xl"
        title={<Text fw={600}>Situações das demandas</Text>}
      >
        <StatusesSettings />
      </Modal>
    </>
  );
}
