// Page title on the left with the area's help ('?'), primary actions on the right (UI.md list and record pages).
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HelpButton } from '../features/tutorial/components/help-button.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  leading?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, leading, badge, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="md">
      <Group gap="md" wrap="nowrap" miw={0}>
        {leading}
        <Stack gap={2} miw={0}>
          <Group gap="sm">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {badge}
            <HelpButton />
          </Group>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
