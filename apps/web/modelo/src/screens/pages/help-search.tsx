// The search banner and the 'nothing found' card the help pages share (FAQ, knowledge base).
import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface HelpSearchProps {
  title: string;
  subtitle: string;
  /** Accessible name of the box; the placeholder is the same text with an ellipsis. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function HelpSearch({ title, subtitle, label, value, onChange }: HelpSearchProps) {
  return (
    <Card withBorder padding="xl" bg="blue.0">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
        <TextInput
          aria-label={label}
          placeholder={`${label}…`}
          leftSection={<IconSearch size={16} />}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          w="100%"
          maw={520}
          size="md"
        />
      </Stack>
    </Card>
  );
}

export function NothingFound({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Card>
  );
}
