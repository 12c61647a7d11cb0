// The composer's live line: characters, encoding, segments and the estimated cost; over the limit in red.
import { Group, Text } from '@mantine/core';
import { countSms, formatBrl, SMS_MAX_SEGMENTS } from '@gabinete/shared';

export function SmsCounter({
  text,
  pricePerSegmentCents,
}: {
  text: string;
  pricePerSegmentCents: number | null;
}) {
  const c = countSms(text);
  const over = c.segments > SMS_MAX_SEGMENTS;
  return (
    <Group gap="xs" wrap="wrap" aria-live="polite" data-testid="sms-counter">
      <Text size="xs" c={over ? 'red' : 'dimmed'}>
        {c.length} {c.length === 1 ? 'caractere' : 'caracteres'} · {c.encoding} · {c.segments}{' '}
        {c.segments === 1 ? 'segmento' : 'segmentos'}
        {c.segments > 0 && !over ? ` (restam ${c.remaining} no último)` : ''}
        {pricePerSegmentCents !== null && c.segments > 0
          ? ` · custo estimado ${formatBrl(c.segments * pricePerSegmentCents)}`
          : ''}
      </Text>
      {c.encoding === 'UCS-2' && (
        <Text size="xs" c="orange">
          Acentos como {c.nonGsm.slice(0, 4).join(' ')} reduzem cada segmento para 70 caracteres.
        </Text>
      )}
      {over && (
        <Text size="xs" c="red">
          Máximo de {SMS_MAX_SEGMENTS} segmentos.
        </Text>
      )}
    </Group>
  );
}
