// Situação of a campaign and of a recipient, and the progress bar (sent, failed, skipped, waiting).
import { Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import {
  CAMPAIGN_STATUS_COLORS,
  CAMPAIGN_STATUS_LABELS,
  RECIPIENT_STATUS_COLORS,
  RECIPIENT_STATUS_LABELS,
  type CampaignCounts,
  type CampaignStatus,
  type RecipientStatus,
} from '@gabinete/shared';
import { formatNumber } from '../../../lib/format.ts';

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={CAMPAIGN_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}

export function RecipientStatusBadge({ status }: { status: RecipientStatus }) {
  return (
    <Badge color={RECIPIENT_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {RECIPIENT_STATUS_LABELS[status]}
    </Badge>
  );
}

const pct = (n: number, total: number) => (total > 0 ? (n / total) * 100 : 0);

/** Done = everything that left the queue (sent, failed or skipped) over the recipients. */
export function CampaignProgress({ counts, size = 'md' }: { counts: CampaignCounts; size?: 'sm' | 'md' }) {
  const done = counts.total - counts.pending;
  const percent = Math.round(pct(done, counts.total));
  return (
    <Stack gap={4} miw={160}>
      <Progress.Root
        size={size === 'sm' ? 'sm' : 'lg'}
        aria-label={`Progresso: ${percent}%`}
        data-testid="campaign-progress"
      >
        <Tooltip label={`Enviadas: ${formatNumber(counts.sent)}`}>
          <Progress.Section value={pct(counts.sent, counts.total)} color="green" />
        </Tooltip>
        <Tooltip label={`Falharam: ${formatNumber(counts.failed)}`}>
          <Progress.Section value={pct(counts.failed, counts.total)} color="red" />
        </Tooltip>
        <Tooltip label={`Não enviadas (descadastro ou supressão): ${formatNumber(counts.optedOut)}`}>
          <Progress.Section value={pct(counts.optedOut, counts.total)} color="orange" />
        </Tooltip>
      </Progress.Root>
      <Group gap={6}>
        <Text size="xs" c="dimmed" data-testid="campaign-progress-text">
          {formatNumber(done)} de {formatNumber(counts.total)} ({percent}%)
        </Text>
      </Group>
    </Stack>
  );
}
