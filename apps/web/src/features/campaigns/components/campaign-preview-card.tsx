// The preview of a segment: how many receive it after every exclusion, how many are excluded per reason, and
// a few of the excluded with their reason.
import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import {
  EXCLUSION_REASON_LABELS,
  EXCLUSION_REASONS,
  formatBrl,
  type CampaignPreview,
} from '@gabinete/shared';
import { formatNumber } from '../../../lib/format.ts';

export function CampaignPreviewCard({ preview }: { preview: CampaignPreview }) {
  const excluded = EXCLUSION_REASONS.filter((r) => preview.excluded[r] > 0);
  return (
    <Stack gap="md" data-testid="campaign-preview">
      <Text size="sm" c="dimmed">
        Segmento: {preview.segmentLabel} — {formatNumber(preview.matched)} eleitores no filtro.
      </Text>
      <Alert color={preview.eligible > 0 ? 'green' : 'red'} variant="light">
        <Text fw={700} size="lg" data-testid="campaign-eligible">
          {preview.eligible === 1
            ? '1 eleitor vai receber'
            : `${formatNumber(preview.eligible)} eleitores vão receber`}
        </Text>
        {preview.costCents !== null && preview.segments !== null && (
          <Text size="sm">
            {preview.segments} {preview.segments === 1 ? 'segmento' : 'segmentos'} por mensagem · custo
            estimado {formatBrl(preview.costCents)}
          </Text>
        )}
        {preview.eligible === 0 && (
          <Text size="sm">Nenhum destinatário elegível: revise o filtro, o canal ou a finalidade.</Text>
        )}
      </Alert>
      {excluded.length > 0 && (
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fora do envio</Table.Th>
              <Table.Th ta="right">Eleitores</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {excluded.map((r) => (
              <Table.Tr key={r}>
                <Table.Td>{EXCLUSION_REASON_LABELS[r]}</Table.Td>
                <Table.Td ta="right">{formatNumber(preview.excluded[r])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {preview.sample.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Alguns dos que não vão receber
          </Text>
          {preview.sample.map((s) => (
            <Group key={`${s.citizen._id}-${s.reason}`} gap="xs" wrap="nowrap">
              <Text size="sm">{s.citizen.name}</Text>
              <Badge size="sm" variant="light" color="orange" tt="none">
                {EXCLUSION_REASON_LABELS[s.reason]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
