// One of the figures across the top: a label with its icon, a large number that opens the list, and a
// line below it (a comparison or a second link).
import { Anchor, Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatTileProps {
  label: string;
  icon: ReactNode;
  color: string;
  loading: boolean;
  value?: string;
  /** Where the number leads, and the link's accessible name. */
  to?: string;
  linkLabel?: string;
  detail?: ReactNode;
}

export function StatTile({ label, icon, color, loading, value, to, linkLabel, detail }: StatTileProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon variant="light" color={color} size={26} radius="sm" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text size="sm" c="dimmed" fw={500} lh={1.3}>
          {label}
        </Text>
      </Group>
      {loading ? (
        <>
          <Skeleton height={34} width={110} mt={8} />
          <Skeleton height={14} width="70%" mt={8} />
        </>
      ) : (
        <>
          <Anchor
            component={Link}
            to={to ?? '#'}
            aria-label={linkLabel}
            c="inherit"
            fz={{ base: 26, sm: 32 }}
            fw={700}
            lh={1.3}
            underline="hover"
            display="inline-block"
            mt={4}
          >
            {value}
          </Anchor>
          {detail && (
            <Text size="sm" c="dimmed" component="div">
              {detail}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
