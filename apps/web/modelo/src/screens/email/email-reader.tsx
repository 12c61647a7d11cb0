// The reading pane: the open mail with its actions, labels, replies and the walk to the previous/next mail.
import { ActionIcon, Badge, Box, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconMail,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice, PageLoader } from '../../app/page.tsx';
import { LabelMenu, MoveMenu } from './email-actions.tsx';
import {
  fetchNeighbour,
  folderName,
  labelInfo,
  useOpenEmail,
  type EmailFilter,
  type useEmailMutations,
} from './email-data.ts';
import { EmailMessage } from './email-message.tsx';

interface EmailReaderProps {
  id: number;
  filter: EmailFilter;
  actions: ReturnType<typeof useEmailMutations>;
  onClose: () => void;
  onOpen: (id: number) => void;
}

export function EmailReader({ id, filter, actions, onClose, onOpen }: EmailReaderProps) {
  const { data: mail, isPending, error } = useOpenEmail(id, filter);
  const [walkError, setWalkError] = useState<unknown>(null);
  const marked = useRef<number | null>(null);

  // Opening a mail marks it read (once per opening).
  useEffect(() => {
    if (mail && mail.id === id && !mail.isRead && marked.current !== id) {
      marked.current = id;
      void actions.update([id], { isRead: true });
    }
  }, [mail, id, actions]);

  if (isPending) return <PageLoader />;
  if (error) return <ErrorNotice error={error} />;

  const walk = async (dir: 'previous' | 'next') => {
    setWalkError(null);
    try {
      const next = await fetchNeighbour(id, dir, filter);
      onOpen(next.id);
    } catch (e) {
      setWalkError(e);
    }
  };
  const leave = async (task: Promise<unknown>) => {
    await task;
    onClose();
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="Voltar">
            <ActionIcon variant="subtle" color="gray" aria-label="Voltar à lista" onClick={onClose}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={mail.isStarred ? 'Remover estrela' : 'Marcar com estrela'}>
            <ActionIcon
              variant="subtle"
              color={mail.isStarred ? 'yellow' : 'gray'}
              aria-label={mail.isStarred ? 'Remover estrela' : 'Marcar com estrela'}
              aria-pressed={mail.isStarred}
              onClick={() => void actions.update([id], { isStarred: !mail.isStarred })}
            >
              {mail.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          <MoveMenu
            compact
            current={mail.folder}
            onMove={(folder) => void leave(actions.update([id], { folder }))}
          />
          <LabelMenu
            compact
            active={mail.labels}
            onToggle={(label) => void actions.toggleLabel([id], label)}
          />
          <Tooltip label="Marcar como não lida">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Marcar como não lida"
              onClick={() => void leave(actions.update([id], { isRead: false }))}
            >
              <IconMail size={18} />
            </ActionIcon>
          </Tooltip>
          {mail.folder !== 'trash' && (
            <Tooltip label="Excluir">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Excluir"
                onClick={() => void leave(actions.update([id], { folder: 'trash' }))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="E-mail anterior">
            <ActionIcon
              variant="default"
              aria-label="Anterior"
              disabled={!mail.hasPreviousMail}
              onClick={() => void walk('previous')}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Próximo e-mail">
            <ActionIcon
              variant="default"
              aria-label="Próximo"
              disabled={!mail.hasNextMail}
              onClick={() => void walk('next')}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {walkError ? <ErrorNotice error={walkError} /> : null}
      <Box>
        <Title order={2} fz="lg">
          {mail.subject}
        </Title>
        <Group gap={6} mt={6}>
          <Badge variant="outline" color="gray" size="sm">
            {folderName(mail.folder)}
          </Badge>
          {mail.labels.map((key) => {
            const info = labelInfo(key);
            return info ? (
              <Badge key={key} variant="light" color={info.color} size="sm">
                {info.label}
              </Badge>
            ) : null;
          })}
        </Group>
      </Box>
      <EmailMessage mail={mail} />
      {mail.replies.length > 0 && (
        <Stack gap="sm">
          <Text size="sm" fw={600} c="dimmed">
            {mail.replies.length === 1 ? '1 resposta' : `${mail.replies.length} respostas`}
          </Text>
          {mail.replies.map((reply) => (
            <EmailMessage key={reply.id} mail={reply} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
