// Aniversariantes de hoje: how many, and the first ones with their age and the WhatsApp / Ligar / E-mail
// buttons of the birthdays page, to send the congratulations from here.
import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import type { Dashboard } from '@gabinete/shared';
import { Link } from 'react-router';
import { ContactButtons } from '../../birthdays/components/contact-buttons.tsx';
import { dashboardLinks } from '../lib/dashboard-links.ts';
import { countText, plural } from '../lib/dashboard-format.ts';
import { DashboardCard } from './dashboard-card.tsx';

type Birthdays = NonNullable<Dashboard['birthdays']>;

export function BirthdaysCard({
  birthdays,
  loading,
}: {
  birthdays: Birthdays | undefined;
  loading: boolean;
}) {
  const more = birthdays ? birthdays.total - birthdays.citizens.length : 0;
  return (
    <DashboardCard
      title="Aniversariantes de hoje"
      icon={<IconCake size={18} />}
      color="pink"
      link={{ to: dashboardLinks.birthdays(), label: 'Ver todos' }}
      loading={loading}
      skeletonHeight={240}
    >
      {birthdays && birthdays.total === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <Text c="dimmed" size="sm">
            Ninguém faz aniversário hoje.
          </Text>
          <Button component={Link} to={dashboardLinks.birthdaysThisWeek()} variant="light" size="xs">
            Ver os desta semana
          </Button>
        </Stack>
      ) : (
        birthdays && (
          <Stack gap="sm">
            {birthdays.citizens.map((c) => (
              <Group key={c._id} justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar radius="xl" color="pink" size={34}>
                    <IconCake size={18} aria-hidden />
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={dashboardLinks.citizen(c._id)}
                      size="sm"
                      fw={600}
                      c="inherit"
                      lineClamp={1}
                    >
                      {c.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      faz {plural(c.turningAge, 'ano', 'anos')}
                      {c.neighborhood ? ` · ${c.neighborhood}` : ''}
                    </Text>
                  </div>
                </Group>
                <ContactButtons citizen={c} />
              </Group>
            ))}
            {more > 0 && (
              <Anchor component={Link} to={dashboardLinks.birthdays()} size="sm">
                e mais {countText(more)} {more === 1 ? 'aniversariante' : 'aniversariantes'}
              </Anchor>
            )}
          </Stack>
        )
      )}
    </DashboardCard>
  );
}
