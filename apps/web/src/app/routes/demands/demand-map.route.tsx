// '/mapas/demandas': the filtered demandas on a map, clustered and coloured by status, or a heat view by
// bairro with a ranking beside it; filters in the URL like the list's.
import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEMAND_MAP_POINT_LIMIT } from '@gabinete/shared';
import { IconAlertTriangle, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { mapConfigQuery } from '../../../features/citizen-map/api/citizen-map.api.ts';
import { MapTilesAlert } from '../../../features/citizen-map/components/map-tiles-alert.tsx';
import { demandMapQuery, neighborhoodHeatQuery } from '../../../features/demand-map/api/demand-map.api.ts';
import { DemandMap } from '../../../features/demand-map/components/demand-map.tsx';
import { DemandMapLegend } from '../../../features/demand-map/components/demand-map-legend.tsx';
import { NeighborhoodRanking } from '../../../features/demand-map/components/neighborhood-ranking.tsx';
import { demandStatusesQuery } from '../../../features/demands/api/demand-statuses.api.ts';
import { DemandFilters } from '../../../features/demands/components/demand-filters.tsx';
import { filtersSearch, useDemandListParams } from '../../../features/demands/lib/demand-filter-params.ts';
import { formatNumber } from '../../../lib/format.ts';

export function DemandMapRoute() {
  const { params, update, clear, apiQuery } = useDemandListParams({ board: true });
  const [search, setSearch] = useSearchParams();
  const heatOn = search.get('visao') === 'calor';
  const config = useQuery(mapConfigQuery());
  const statuses = useQuery(demandStatusesQuery());
  const points = useQuery({ ...demandMapQuery(apiQuery), enabled: !heatOn });
  const heat = useQuery({ ...neighborhoodHeatQuery(apiQuery), enabled: heatOn });
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const phone = useMediaQuery('(max-width: 48em)');
  const listSearch = (bairro: string) =>
    filtersSearch(params.q, { ...params.filters, neighborhood: bairro, status: null });

  const colors = useMemo(
    () => new Map((statuses.data ?? []).map((s) => [s._id, s.color as string])),
    [statuses.data],
  );
  const colorOf = useCallback((id: string) => colors.get(id) ?? 'gray', [colors]);
  const legend = useMemo(() => {
    if (!statuses.data || !points.data) return [];
    const counts = new Map<string, number>();
    for (const p of points.data.points) counts.set(p[4], (counts.get(p[4]) ?? 0) + 1);
    return statuses.data.map((s) => ({
      _id: s._id,
      name: s.name,
      color: s.color,
      count: counts.get(s._id) ?? 0,
    }));
  }, [statuses.data, points.data]);

  const data = points.data;
  const active = heatOn ? heat : points;
  const ready = config.data && (heatOn ? heat.data : data) && statuses.data;
  const mapHeight = phone ? 420 : 'max(420px, calc(100vh - 360px))';
  const map = ready ? (
    <div className="gab-map-frame" style={{ opacity: active.isPlaceholderData ? 0.6 : 1 }}>
      <DemandMap
        config={config.data!}
        points={data?.points ?? []}
        heat={heatOn ? (heat.data ?? []) : null}
        colorOf={colorOf}
        height={mapHeight}
        onTilesFailed={onTilesFailed}
      />
      <DemandMapLegend statuses={heatOn ? null : legend} />
    </div>
  ) : (
    !config.isError && !active.isError && <Skeleton height={phone ? 420 : 480} radius="md" />
  );

  return (
    <>
      <PageHeader
        title="Mapa de demandas"
        description="Onde estão os pedidos dos eleitores, com os mesmos filtros da lista."
        actions={
          <Button
            component={Link}
            to={`/demandas${filtersSearch(params.q, params.filters, false)}`}
            variant="default"
            leftSection={<IconList size={16} />}
          >
            Ver em lista
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <DemandFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
          <Group justify="space-between" gap="sm">
            <Text size="sm" aria-live="polite">
              {!heatOn && data && (
                <>
                  <Text span fw={600}>
                    {formatNumber(data.points.length)} {data.points.length === 1 ? 'demanda' : 'demandas'} no
                    mapa
                  </Text>
                  {' · '}
                  {formatNumber(data.withoutLocation)} sem localização
                </>
              )}
              {heatOn && heat.data && (
                <Text span fw={600}>
                  {formatNumber(heat.data.length)} {heat.data.length === 1 ? 'bairro' : 'bairros'} com
                  demandas
                </Text>
              )}
            </Text>
            <Switch
              label="Mapa de calor por bairro"
              checked={heatOn}
              onChange={(event) =>
                setSearch(
                  (prev) => {
                    const next = new URLSearchParams(prev);
                    if (event.currentTarget.checked) next.set('visao', 'calor');
                    else next.delete('visao');
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          </Group>
          {!heatOn && data?.truncated && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              O filtro tem {formatNumber(data.total)} demandas; o mapa mostra as primeiras{' '}
              {formatNumber(DEMAND_MAP_POINT_LIMIT)}. Use os filtros para ver uma região por vez.
            </Alert>
          )}
          {tilesFailed && <MapTilesAlert />}
          {(config.isError || active.isError || statuses.isError) && (
            <ErrorAlert
              error={config.error ?? active.error ?? statuses.error}
              onRetry={() => void (config.refetch(), active.refetch(), statuses.refetch())}
            />
          )}
          {heatOn ? (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 7 }}>{map}</Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <Title order={2} fz="md" mb="xs">
                  Bairros com mais demandas
                </Title>
                {heat.data ? (
                  <NeighborhoodRanking neighborhoods={heat.data} listSearch={listSearch} />
                ) : (
                  <Skeleton height={300} />
                )}
              </Grid.Col>
            </Grid>
          ) : (
            map
          )}
        </Stack>
      </Card>
    </>
  );
}
