// One aniversariante: name linking to the profile, 'dd/mm · faz 45 anos', bairro/cidade, tags, contacts.
import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { initials } from '../../../lib/format.ts';
import type { BirthdayItem } from '../api/birthdays.api.ts';
import { ageLabel, birthdayInPeriod, dayLabel } from '../birthday-text.ts';
import { TagBadge } from '../../tags/components/tag-select.tsx';
import { ContactButtons } from './contact-buttons.tsx';

interface BirthdayCardProps {
  citizen: BirthdayItem;
  /** First day of the listed period ('aaaa-mm-dd') and today, to say faz / fará / fez. */
  from: string;
  today: string;
}

export function BirthdayCard({ citizen, from, today }: BirthdayCardProps) {
  const date = birthdayInPeriod(citizen.day, from);
  const isToday = date === today;
  const place = [citizen.neighborhood, citizen.city].filter(Boolean).join(' · ');
  return (
    <Card withBorder radius="md" padding="md" bg={isToday ? 'yellow.0' : undefined}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar radius="xl" color={isToday ? 'orange' : 'blue'}>
            {isToday ? <IconCake size={20} aria-hidden /> : initials(citizen.name)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`/eleitores/${citizen._id}`} fw={600} c="inherit" lineClamp={2}>
              {citizen.name}
            </Anchor>
            <Text size="sm">
              <Text span fw={600}>
                {dayLabel(citizen.day)}
              </Text>{' '}
              · {ageLabel(citizen.turningAge, date, today)}
            </Text>
            {place && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {place}
              </Text>
            )}
          </Stack>
        </Group>
        {citizen.tags.length > 0 && (
          <Group gap={4}>
            {citizen.tags.slice(0, 4).map((tag) => (
              <TagBadge key={tag._id} name={tag.name} color={tag.color} />
            ))}
            {citizen.tags.length > 4 && (
              <Badge tt="none" radius="sm" color="gray" variant="outline" size="sm">
                +{citizen.tags.length - 4}
              </Badge>
            )}
          </Group>
        )}
        <ContactButtons citizen={citizen} />
      </Stack>
    </Card>
  );
}
