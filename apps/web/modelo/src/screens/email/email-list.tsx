// The mail list of the current folder or label: search, 'selecionar todos', bulk actions and the rows.
import {
  ActionIcon,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail, IconMailOpened, IconMailbox, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LabelMenu, MoveMenu } from './email-actions.tsx';
import { LABELS, viewPath, type Email, type EmailFilter, type useEmailMutations } from './email-data.ts';
import { EmailRow } from './email-row.tsx';

interface BulkButtonProps {
  label: string;
  icon: ReactNode;
  compact: boolean;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
}

/** A bulk action: a labelled button, or an icon with a tooltip on phones. */
function BulkButton({ label, icon, compact, disabled, danger, onClick }: BulkButtonProps) {
  const color = danger ? 'red' : 'gray';
  if (compact)
    return (
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button
      variant={danger ? 'light' : 'default'}
      color={danger ? 'red' : undefined}
      size="xs"
      leftSection={icon}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

interface EmailListProps {
  filter: EmailFilter;
  emails: Email[];
  actions: ReturnType<typeof useEmailMutations>;
  onSearch: (q: string) => void;
}

export function EmailListPane({ filter, emails, actions, onSearch }: EmailListProps) {
  const [picked, setPicked] = useState<number[]>([]);
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  // Only what is still on screen counts as selected (a moved mail leaves the list).
  const selected = picked.filter((id) => emails.some((m) => m.id === id));
  const chosen = emails.filter((m) => selected.includes(m.id));
  const all = emails.length > 0 && selected.length === emails.length;
  const none = selected.length === 0;
  const commonLabels = LABELS.map((l) => l.key).filter(
    (l) => chosen.length > 0 && chosen.every((m) => m.labels.includes(l)),
  );
  const run = async (task: Promise<unknown>, keep = false) => {
    await task;
    if (!keep) setPicked([]);
  };

  return (
    <Stack gap={0}>
      <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <TextInput
          placeholder="Pesquisar pelo assunto"
          aria-label="Pesquisar e-mails pelo assunto"
          leftSection={<IconSearch size={16} />}
          value={filter.q}
          onChange={(e) => onSearch(e.currentTarget.value)}
          type="search"
        />
      </Box>
      <Group
        gap="xs"
        px="sm"
        py={8}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Checkbox
          size="xs"
          label="Selecionar todos"
          checked={all}
          indeterminate={!none && !all}
          disabled={emails.length === 0}
          onChange={() => setPicked(all ? [] : emails.map((m) => m.id))}
        />
        <Group gap={compact ? 2 : 6} wrap="wrap" ml="auto">
          <MoveMenu
            compact={compact}
            disabled={none || actions.busy}
            current={filter.label ? undefined : filter.folder}
            onMove={(folder) => void run(actions.update(selected, { folder }))}
          />
          <BulkButton
            label="Marcar como lida"
            icon={<IconMailOpened size={16} />}
            compact={compact}
            disabled={none || actions.busy}
            onClick={() => void run(actions.update(selected, { isRead: true }))}
          />
          <BulkButton
            label="Marcar como não lida"
            icon={<IconMail size={16} />}
            compact={compact}
            disabled={none || actions.busy}
            onClick={() => void run(actions.update(selected, { isRead: false }))}
          />
          <LabelMenu
            compact={compact}
            active={commonLabels}
            disabled={none || actions.busy}
            onToggle={(label) => void run(actions.toggleLabel(selected, label), true)}
          />
          {filter.folder !== 'trash' && (
            <BulkButton
              label="Excluir"
              icon={<IconTrash size={16} />}
              compact={compact}
              danger
              disabled={none || actions.busy}
              onClick={() => void run(actions.update(selected, { folder: 'trash' }))}
            />
          )}
        </Group>
      </Group>
      {emails.length === 0 ? (
        <Center py={48}>
          <Stack align="center" gap={4}>
            <IconMailbox size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{filter.q ? 'Nenhum e-mail encontrado' : 'Nada por aqui'}</Text>
            <Text size="sm" c="dimmed">
              {filter.q ? `Nenhum assunto contém “${filter.q}”.` : 'Esta pasta está vazia.'}
            </Text>
          </Stack>
        </Center>
      ) : (
        <Box component="ul" aria-label="E-mails" p={0} m={0} style={{ listStyle: 'none' }}>
          {emails.map((mail) => (
            <li key={mail.id}>
              <EmailRow
                mail={mail}
                to={viewPath(filter, mail.id)}
                selected={selected.includes(mail.id)}
                onSelect={(on) =>
                  setPicked(on ? [...selected, mail.id] : selected.filter((id) => id !== mail.id))
                }
                onStar={() => void actions.update([mail.id], { isStarred: !mail.isStarred })}
              />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
