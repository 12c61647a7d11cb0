// One of the two records on top of the comparison: who, since when, and whether it stays or goes.
import { Anchor, Badge, Card, Group, Radio, Stack, Text } from '@mantine/core';
import type { Citizen } from '@gabinete/shared';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import type { Side } from '../merge-fields.ts';

interface MergeRecordCardProps {
  citizen: Citizen;
  side: Side;
  kept: boolean;
  onKeep: () => void;
}

export function MergeRecordCard({ citizen, side, kept, onKeep }: MergeRecordCardProps) {
  return (
    <Card
      component="section"
      aria-label={`Cadastro ${side.toUpperCase()}: ${citizen.name}`}
      withBorder
      radius="md"
      padding="md"
      style={{ borderColor: kept ? 'var(--mantine-color-green-5)' : undefined, borderWidth: kept ? 2 : 1 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Cadastro {side.toUpperCase()}
          </Text>
          {kept ? (
            <Badge tt="none" radius="sm" color="green" variant="light">
              Fica
            </Badge>
          ) : (
            <Badge tt="none" radius="sm" color="gray" variant="light">
              Vai para a lixeira
            </Badge>
          )}
        </Group>
        <Anchor component={Link} to={`/eleitores/${citizen._id}`} target="_blank" fw={600} c="inherit">
          {citizen.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          Cadastrado em {formatDate(citizen.createdAt)}
          {citizen.registeredBy ? ` por ${citizen.registeredBy.name}` : ''}
          {citizen.referralsCount ? ` · ${formatNumber(citizen.referralsCount)} indicados` : ''}
        </Text>
        <Radio
          mt={4}
          checked={kept}
          onChange={onKeep}
          name="merge-keep"
          label="Manter este cadastro"
          aria-label={`Manter o cadastro ${side.toUpperCase()} (${citizen.name})`}
        />
      </Stack>
    </Card>
  );
}
