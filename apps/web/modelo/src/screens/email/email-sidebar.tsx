// The e-mail app's left column: folders with their counts and the labels with their colour dots.
import { Badge, Box, ColorSwatch, NavLink, Stack, Text } from '@mantine/core';
import {
  IconFileText,
  IconInbox,
  IconSend,
  IconAlertOctagon,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { FOLDERS, LABELS, viewPath, type EmailFilter, type EmailList, type FolderKey } from './email-data.ts';

const FOLDER_ICONS: Record<FolderKey, typeof IconInbox> = {
  inbox: IconInbox,
  sent: IconSend,
  draft: IconFileText,
  spam: IconAlertOctagon,
  trash: IconTrash,
  starred: IconStar,
};

function folderCount(key: FolderKey, meta: EmailList['emailsMeta'] | undefined) {
  if (!meta) return null;
  if (key === 'inbox') return { n: meta.inbox, text: 'não lidas', color: 'blue' };
  if (key === 'draft') return { n: meta.draft, text: 'rascunhos', color: 'orange' };
  if (key === 'spam') return { n: meta.spam, text: 'não lidas', color: 'red' };
  return null;
}

interface EmailSidebarProps {
  filter: EmailFilter;
  meta: EmailList['emailsMeta'] | undefined;
  onNavigate?: () => void;
}

export function EmailSidebar({ filter, meta, onNavigate }: EmailSidebarProps) {
  return (
    <Stack gap="md">
      <nav aria-label="Pastas">
        {FOLDERS.map(({ key, label }) => {
          const Icon = FOLDER_ICONS[key];
          const count = folderCount(key, meta);
          const shown = count && count.n > 0;
          return (
            <NavLink
              key={key}
              component={Link}
              to={viewPath({ folder: key, label: '', q: '' })}
              label={label}
              aria-label={shown ? `${label} ${count.n} ${count.text}` : label}
              leftSection={<Icon size={18} stroke={1.6} />}
              rightSection={
                shown ? (
                  <Badge size="sm" variant="light" color={count.color} aria-hidden>
                    {count.n}
                  </Badge>
                ) : null
              }
              active={!filter.label && filter.folder === key}
              onClick={onNavigate}
            />
          );
        })}
      </nav>
      <Box component="nav" aria-label="Rótulos">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
          Rótulos
        </Text>
        {LABELS.map(({ key, label, color }) => (
          <NavLink
            key={key}
            component={Link}
            to={viewPath({ folder: '', label: key, q: '' })}
            label={label}
            leftSection={
              <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={10} withShadow={false} />
            }
            active={filter.label === key}
            onClick={onNavigate}
          />
        ))}
      </Box>
    </Stack>
  );
}
