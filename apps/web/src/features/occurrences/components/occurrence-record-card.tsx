// The atendimento's fields: eleitor (with phone), canal, quando, área, responsável, demanda, descrição,
// and who registered and last changed it.
import { Anchor, Card, Divider, Stack, Text } from '@mantine/core';
import { formatPhone, type Occurrence } from '@gabinete/shared';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { AreaLabel } from '../../areas/components/area-badge.tsx';
import { RecordField, RecordGroup } from '../../citizens/components/profile/record-field.tsx';
import { ChannelLabel } from './occurrence-badges.tsx';

export function OccurrenceRecordCard({ occurrence: o }: { occurrence: Occurrence }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <RecordGroup title="Eleitor">
          <Text size="sm">
            <Anchor component={Link} to={`/eleitores/${o.citizen._id}`} size="sm" fw={500}>
              {o.citizen.name}
            </Anchor>
            {o.citizen.phone && (
              <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {' · '}
                {formatPhone(o.citizen.phone)}
              </Text>
            )}
          </Text>
        </RecordGroup>
        <Divider />
        <RecordGroup title="Atendimento">
          <RecordField label="Canal">
            <ChannelLabel channel={o.channel} />
          </RecordField>
          <RecordField label="Data e hora">{formatDateTime(o.occurredAt)}</RecordField>
          <RecordField label="Área">{o.area ? <AreaLabel area={o.area} /> : 'Sem área'}</RecordField>
          <RecordField label="Responsável">{o.responsible?.name ?? 'Ninguém'}</RecordField>
          <RecordField label="Demanda">
            {o.demand ? (
              <Anchor component={Link} to={`/demandas/${o.demand._id}`} size="sm">
                {o.demand.protocol} · {o.demand.title}
              </Anchor>
            ) : (
              'Nenhuma aberta'
            )}
          </RecordField>
        </RecordGroup>
        <Divider />
        <RecordGroup title="Descrição">
          <Text size="sm" c={o.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {o.description ?? 'Sem descrição.'}
          </Text>
        </RecordGroup>
        <Divider />
        <RecordGroup title="Registro">
          <RecordField label="Registrado por">
            {[o.createdBy?.name, formatDateTime(o.createdAt)].filter(Boolean).join(' · ')}
          </RecordField>
          <RecordField label="Última alteração">
            {o.updatedAt !== o.createdAt
              ? [o.updatedBy?.name, formatDateTime(o.updatedAt)].filter(Boolean).join(' · ')
              : null}
          </RecordField>
        </RecordGroup>
      </Stack>
    </Card>
  );
}
