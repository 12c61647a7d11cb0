// A dashboard card: icon and title, a link to the whole list on the right, a skeleton while loading.
import { Anchor, Card, Group, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardCardProps {
  title: string;
  icon: ReactNode;
  color?: string;
  /** 'Ver todas' and where it goes. */
  link?: { to: string; label: string };
  loading: boolean;
  /** Rough height of the content, for the skeleton. */
  skeletonHeight?: number;
  children?: ReactNode;
}

export function DashboardCard({
  title,
  icon,
  color,
  link,
  loading,
  skeletonHeight = 180,
  children,
}: DashboardCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" color={color} size={30} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} fz="md" fw={600}>
            {title}
          </Title>
        </Group>
        {link && (
          <Anchor component={Link} to={link.to} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {link.label}
          </Anchor>
        )}
      </Group>
      {loading ? (
        <Stack gap="xs" aria-busy="true" aria-label={`Carregando ${title.toLowerCase()}`}>
          <Skeleton height={skeletonHeight} radius="md" />
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}
