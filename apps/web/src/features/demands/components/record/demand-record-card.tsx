// The demanda's fields: eleitores, área, responsável, datas, protocolos, órgão, instituição, local (with a
// small map when there is a point), the atendimento it came from, and who registered it.
import { Anchor, Card, Divider, Stack, Text } from '@mantine/core';
import { formatCep, formatPhone, type Demand } from '@gabinete/shared';
import { Link } from 'react-router';
import { formatDateTime, formatDay } from '../../../../lib/format.ts';
import { RecordField, RecordGroup } from '../../../citizens/components/profile/record-field.tsx';
import { AreaLabel } from '../../../areas/components/area-badge.tsx';
import { DemandLocationMap } from '../demand-location-map.tsx';

function locationLines(l: Demand['location']): string[] {
  const street = [l.street, l.number].filter(Boolean).join(', ');
  const line1 = [street, l.complement].filter(Boolean).join(' – ');
  const place = l.city ? `${l.city}${l.uf ? `/${l.uf}` : ''}` : l.uf;
  const line2 = [l.neighborhood, place].filter(Boolean).join(' · ');
  return [line1, line2, l.cep ? `CEP ${formatCep(l.cep)}` : ''].filter(Boolean);
}

export function DemandRecordCard({ demand: d }: { demand: Demand }) {
  const lines = locationLines(d.location);
  const hasPoint = d.location.lat !== null && d.location.lng !== null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <RecordGroup title={d.citizens.length > 1 ? 'Eleitores' : 'Eleitor'}>
          {d.citizens.map((c) => (
            <Text key={c._id} size="sm">
              <Anchor component={Link} to={`/eleitores/${c._id}`} size="sm" fw={500}>
                {c.name}
              </Anchor>
              {c.phone && (
                <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {' · '}
                  {formatPhone(c.phone)}
                </Text>
              )}
            </Text>
          ))}
        </RecordGroup>
        {d.description && (
          <>
            <Divider />
            <RecordGroup title="Descrição">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {d.description}
              </Text>
            </RecordGroup>
          </>
        )}
        <Divider />
        <RecordGroup title="Acompanhamento">
          <RecordField label="Área">{d.area ? <AreaLabel area={d.area} /> : null}</RecordField>
          <RecordField label="Responsável">{d.responsible?.name ?? 'Ninguém ainda'}</RecordField>
          <RecordField label="Abertura">{formatDay(d.openedAt)}</RecordField>
          <RecordField label="Prazo">{d.dueDate ? formatDay(d.dueDate) : 'Sem prazo'}</RecordField>
          <RecordField label="Encerrada em">{d.closedAt ? formatDateTime(d.closedAt) : null}</RecordField>
          <RecordField label="Atendimento">
            {d.occurrence ? (
              <Anchor component={Link} to={`/atendimentos/${d.occurrence._id}`} size="sm">
                {d.occurrence.subject}
              </Anchor>
            ) : null}
          </RecordField>
        </RecordGroup>
        {(d.chamberProtocol || d.cityHallProtocol || d.agency || d.institution || d.institutionRef) && (
          <>
            <Divider />
            <RecordGroup title="Protocolos e encaminhamento">
              <RecordField label="Câmara">{d.chamberProtocol}</RecordField>
              <RecordField label="Prefeitura">{d.cityHallProtocol}</RecordField>
              <RecordField label="Órgão">{d.agency}</RecordField>
              <RecordField label="Instituição">
                {d.institutionRef ? (
                  <Anchor component={Link} to={`/instituicoes/${d.institutionRef._id}`} size="sm">
                    {d.institutionRef.name}
                  </Anchor>
                ) : (
                  d.institution
                )}
              </RecordField>
            </RecordGroup>
          </>
        )}
        <Divider />
        <RecordGroup title="Local">
          {lines.length ? (
            lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {hasPoint ? 'Só o ponto no mapa.' : 'Local não informado.'}
            </Text>
          )}
          <RecordField label="Referência">{d.location.referencePoint}</RecordField>
          {hasPoint && <DemandLocationMap lat={d.location.lat} lng={d.location.lng} height={200} />}
        </RecordGroup>
        <Divider />
        <RecordGroup title="Registro">
          <RecordField label="Cadastrada por">{d.createdBy?.name ?? null}</RecordField>
          <RecordField label="Cadastrada em">{formatDateTime(d.createdAt)}</RecordField>
          <RecordField label="Atualizada em">
            {formatDateTime(d.updatedAt)}
            {d.updatedBy ? ` por ${d.updatedBy.name}` : ''}
          </RecordField>
        </RecordGroup>
      </Stack>
    </Card>
  );
}
