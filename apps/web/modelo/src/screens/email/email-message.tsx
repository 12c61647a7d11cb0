// One message in the reading pane (the mail or one of its replies): sender, recipients, date, body, attachments.
import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatDate } from '../../lib/format.ts';
import { EmailBody } from './email-body.tsx';
import type { Email } from './email-data.ts';

export function EmailMessage({ mail }: { mail: Email }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={mail.from.avatar} name={mail.from.name} color="initials" />
            <Box style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {mail.from.name}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  &lt;{mail.from.email}&gt;
                </Text>
              </Text>
              <Text size="xs" c="dimmed" truncate>
                Para: {mail.to.map((p) => `${p.name} <${p.email}>`).join(', ')}
              </Text>
            </Box>
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(mail.time, true)}
          </Text>
        </Group>
        <EmailBody html={mail.message} />
        {mail.attachments.length > 0 && (
          <Box>
            <Text size="xs" fw={600} c="dimmed" mb={4}>
              {mail.attachments.length === 1 ? '1 anexo' : `${mail.attachments.length} anexos`}
            </Text>
            <Group gap="xs">
              {mail.attachments.map((a) => (
                <Paper key={a.fileName} withBorder radius="sm" px="sm" py={6}>
                  <Group gap={6} wrap="nowrap">
                    <IconPaperclip size={14} aria-hidden />
                    <Text size="sm">{a.fileName}</Text>
                    <Text size="xs" c="dimmed">
                      {a.size}
                    </Text>
                  </Group>
                </Paper>
              ))}
            </Group>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
