// '/mapas/eleitores': the citizens of the list's filters on a map, clustered; approximate points explained.
import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAP_POINT_LIMIT } from '@gabinete/shared';
import { IconAlertTriangle, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { citizenMapQuery, mapConfigQuery } from '../../../features/citizen-map/api/citizen-map.api.ts';
import { CitizenMap } from '../../../features/citizen-map/components/citizen-map.tsx';
import { MapLegend } from '../../../features/citizen-map/components/map-legend.tsx';
import { MapTilesAlert } from '../../../features/citizen-map/components/map-tiles-alert.tsx';
import { CitizenFilters } from '../../../features/citizens/components/citizen-filters.tsx';
import { useCitizenListParams } from '../../../features/citizens/lib/citizen-filter-params.ts';
import { formatNumber } from '../../../lib/format.ts';

export function CitizenMapRoute() {
  const { params, update, clear, apiQuery } = useCitizenListParams();
  const config = useQuery(mapConfigQuery());
  const points = useQuery(citizenMapQuery(apiQuery));
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const phone = useMediaQuery('(max-width: 48em)');
  const data = points.data;
  const listPath = `/eleitores${useLocation().search}`;

  return (
    <>
      <PageHeader
        title="Mapa de eleitores"
        description="Onde estão os eleitores do gabinete, com os mesmos filtros da lista."
        actions={
          <Button component={Link} to={listPath} variant="default" leftSection={<IconList size={16} />}>
            Ver em lista
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <CitizenFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
          {data && (
            <Text size="sm" aria-live="polite">
              <Text span fw={600}>
                {formatNumber(data.points.length)} {data.points.length === 1 ? 'eleitor' : 'eleitores'} no
                mapa
              </Text>
              {' · '}
              {formatNumber(data.withoutLocation)} sem localização
            </Text>
          )}
          {data?.truncated && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              O filtro tem {formatNumber(data.total)} eleitores; o mapa mostra os primeiros{' '}
              {formatNumber(MAP_POINT_LIMIT)}. Use os filtros para ver uma região por vez.
            </Alert>
          )}
          {tilesFailed && <MapTilesAlert />}
          {(config.isError || points.isError) && (
            <ErrorAlert
              error={config.error ?? points.error}
              onRetry={() => void (config.refetch(), points.refetch())}
            />
          )}
          {config.data && data ? (
            <div className="gab-map-frame" style={{ opacity: points.isPlaceholderData ? 0.6 : 1 }}>
              <CitizenMap
                config={config.data}
                points={data.points}
                height={phone ? 420 : 'max(420px, calc(100vh - 330px))'}
                onTilesFailed={onTilesFailed}
              />
              <MapLegend />
            </div>
          ) : (
            !config.isError && !points.isError && <Skeleton height={phone ? 420 : 480} radius="md" />
          )}
        </Stack>
      </Card>
    </>
  );
}
