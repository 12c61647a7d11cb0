// How an atendimento's canal and situação read everywhere: an icon beside the word, a coloured badge with
// its label (colour is never the only signal).
import { Badge, Group, Text, type MantineSize } from '@mantine/core';
import {
  OCCURRENCE_CHANNEL_LABELS,
  OCCURRENCE_STATUS_COLORS,
  OCCURRENCE_STATUS_LABELS,
  type OccurrenceChannel,
  type OccurrenceStatus,
} from '@gabinete/shared';
import {
  IconBrandWhatsapp,
  IconBuilding,
  IconMail,
  IconPhone,
  IconWalk,
  type Icon,
} from '@tabler/icons-react';

export const CHANNEL_ICONS: Record<OccurrenceChannel, Icon> = {
  presencial: IconBuilding,
  telefone: IconPhone,
  whatsapp: IconBrandWhatsapp,
  email: IconMail,
  visita: IconWalk,
};

export function ChannelLabel({ channel, size = 'sm' }: { channel: OccurrenceChannel; size?: MantineSize }) {
  const Icon = CHANNEL_ICONS[channel];
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text size={size} style={{ whiteSpace: 'nowrap' }}>
        {OCCURRENCE_CHANNEL_LABELS[channel]}
      </Text>
    </Group>
  );
}

export function OccurrenceStatusBadge({
  status,
  size = 'sm',
}: {
  status: OccurrenceStatus;
  size?: MantineSize;
}) {
  return (
    <Badge color={OCCURRENCE_STATUS_COLORS[status]} variant="light" radius="sm" size={size} tt="none">
      {OCCURRENCE_STATUS_LABELS[status]}
    </Badge>
  );
}
