// One line of the mail list: selection box, star, sender, subject and snippet, label dots, attachment, date.
import { ActionIcon, Avatar, Box, Checkbox, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { snippet } from './email-body.tsx';
import { formatWhen } from '../../lib/format.ts';
import { labelInfo, type Email } from './email-data.ts';

interface EmailRowProps {
  mail: Email;
  to: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onStar: () => void;
}

export function EmailRow({ mail, to, selected, onSelect, onStar }: EmailRowProps) {
  const weight = mail.isRead ? 400 : 700;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="sm"
      py={8}
      data-testid={`mail-${mail.id}`}
      bg={mail.isRead ? undefined : 'var(--mantine-color-blue-light)'}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Checkbox
        size="xs"
        checked={selected}
        onChange={(e) => onSelect(e.currentTarget.checked)}
        aria-label={`Selecionar: ${mail.subject}`}
      />
      <ActionIcon
        variant="subtle"
        color={mail.isStarred ? 'yellow' : 'gray'}
        size="sm"
        aria-label={
          mail.isStarred ? `Remover estrela: ${mail.subject}` : `Marcar com estrela: ${mail.subject}`
        }
        aria-pressed={mail.isStarred}
        onClick={onStar}
      >
        {mail.isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
      </ActionIcon>
      <UnstyledButton component={Link} to={to} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={mail.from.avatar} name={mail.from.name} color="initials" size="md" visibleFrom="xs" />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={weight} truncate>
                {mail.from.name}
              </Text>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {mail.labels.map((key) => {
                  const info = labelInfo(key);
                  return info ? (
                    <ColorSwatch
                      key={key}
                      color={`var(--mantine-color-${info.color}-6)`}
                      size={8}
                      withShadow={false}
                      title={info.label}
                      role="img"
                      aria-label={`Rótulo ${info.label}`}
                    />
                  ) : null;
                })}
                {mail.attachments.length > 0 && <IconPaperclip size={14} aria-label="Com anexo" />}
                <Text size="xs" c="dimmed" fw={weight}>
                  {formatWhen(mail.time)}
                </Text>
              </Group>
            </Group>
            <Text size="sm" fw={weight} truncate>
              {mail.subject}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {snippet(mail.message)}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </Group>
  );
}
