// One labelled value of the citizen record; empty values are left out so the card stays short.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function RecordField({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function RecordGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={600}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
