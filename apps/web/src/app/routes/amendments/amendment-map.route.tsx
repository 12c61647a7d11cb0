// '/mapas/emendas': the Mapa de emendas e ações — every emenda of the filter on the map, a summary per
// município when zoomed out, coloured by status up close; filters in the URL like the list's.
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  AMENDMENT_STATUSES,
  AMENDMENT_STATUS_COLORS,
  AMENDMENT_STATUS_LABELS,
  formatBrl,
} from '@gabinete/shared';
import { IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AmendmentMapView, type MapView } from '../../../features/amendment-map/amendment-map.tsx';
import { amendmentsMapQuery } from '../../../features/amendments/api/amendments.api.ts';
import { AmendmentFilters } from '../../../features/amendments/components/amendment-filters.tsx';
import { useAmendmentListParams } from '../../../features/amendments/lib/amendment-filter-params.ts';
import { mapConfigQuery } from '../../../features/citizen-map/api/citizen-map.api.ts';
import { MapTilesAlert } from '../../../features/citizen-map/components/map-tiles-alert.tsx';
import { useLiveAmendments } from '../../../features/amendments/api/use-live-amendments.ts';

export function AmendmentMapRoute() {
  useLiveAmendments();
  const { params, update, clear, apiQuery } = useAmendmentListParams();
  const { search } = useLocation();
  const [view, setView] = useState<MapView | null>(null);
  const config = useQuery(mapConfigQuery());
  const map = useQuery({
    ...amendmentsMapQuery({
      ...apiQuery,
      deleted: null,
      zoom: view?.zoom ?? 6,
      bbox: view && view.zoom >= 10 ? view.bbox : null,
    }),
    enabled: view !== null,
  });
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const phone = useMediaQuery('(max-width: 48em)');
  const data = map.data;
  const totals =
    data?.mode === 'cities'
      ? data.cities.reduce(
          (acc, c) => ({
            count: acc.count + c.count,
            indicated: acc.indicated + c.sums.indicated,
            paid: acc.paid + c.sums.paid,
          }),
          { count: 0, indicated: 0, paid: 0 },
        )
      : null;
  const inView =
    data?.mode === 'points' ? data.points.length + data.clusters.reduce((n, c) => n + c[2], 0) : null;
  const legend = (
    <Group gap="xs" aria-label="Legenda">
      {AMENDMENT_STATUSES.map((s) => (
        <Badge key={s} color={AMENDMENT_STATUS_COLORS[s]} variant="dot" tt="none">
          {AMENDMENT_STATUS_LABELS[s]}
        </Badge>
      ))}
      {data?.mode === 'points' && data.clusters.length > 0 && (
        <Text size="xs" c="dimmed">
          Círculo com número: grupo de emendas próximas, na cor da situação mais frequente.
        </Text>
      )}
    </Group>
  );

  return (
    <>
      <PageHeader
        title="Mapa de emendas e ações"
        description="Onde o mandato levou recursos: resumo por município de longe, cada emenda de perto."
        actions={
          <Button
            component={Link}
            to={`/emendas${search}`}
            variant="default"
            leftSection={<IconList size={16} />}
          >
            Ver em lista
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <AmendmentFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
          <Text size="sm" aria-live="polite">
            {totals && (
              <>
                <Text span fw={600}>
                  {totals.count} {totals.count === 1 ? 'emenda' : 'emendas'} em {data!.cities.length}{' '}
                  {data!.cities.length === 1 ? 'município' : 'municípios'}
                </Text>
                {` · indicado ${formatBrl(totals.indicated)} · pago ${formatBrl(totals.paid)}`}
              </>
            )}
            {data?.mode === 'points' && inView !== null && (
              <Text span fw={600}>
                {inView} {inView === 1 ? 'emenda' : 'emendas'} nesta área do mapa
                {data.truncated ? ' (as de maior valor; aproxime para ver todas)' : ''}
                {data.clusters.length > 0 ? ' (agrupadas; clique num grupo para aproximar)' : ''}
              </Text>
            )}
          </Text>
          {/* Above the map: seen without scrolling, and never over the markers; below it on a phone, where three
              rows of badges would push the map off the first screen. */}
          {!phone && legend}
          {map.isError && <ErrorAlert error={map.error} onRetry={() => void map.refetch()} />}
          {tilesFailed && <MapTilesAlert />}
          {config.data ? (
            <div style={{ opacity: map.isPlaceholderData ? 0.6 : 1 }}>
              <AmendmentMapView
                config={config.data}
                data={data}
                height={phone ? 420 : 'max(420px, calc(100vh - 410px))'}
                onView={setView}
                onTilesFailed={onTilesFailed}
              />
            </div>
          ) : (
            <Skeleton height={phone ? 420 : 480} radius="md" />
          )}
          {phone && legend}
        </Stack>
      </Card>
    </>
  );
}
