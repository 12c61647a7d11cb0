// A Configurações tab whose screen lives in its own area: what is there and a button to open it.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SettingsLinkCardProps {
  title: string;
  description: ReactNode;
  to: string;
  action: string;
  children?: ReactNode;
}

export function SettingsLinkCard({ title, description, to, action, children }: SettingsLinkCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {title}
        </Title>
        <Text size="sm">{description}</Text>
        {children}
        <Group>
          <Button component={Link} to={to} variant="light" rightSection={<IconArrowRight size={16} />}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
