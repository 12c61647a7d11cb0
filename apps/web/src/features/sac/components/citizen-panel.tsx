// The citizen beside the conversation: contact data, tags, earlier conversations, links to the profile and
// to a new demanda, and 'Editar dados' for quick fixes.
import { Anchor, Badge, Button, Divider, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconFilePlus, IconPencil } from '@tabler/icons-react';
import { CHAT_STATUS_LABELS, type Chat } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatDate, formatDay } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { citizenQuery } from '../../citizens/api/citizens.api.ts';
import { citizenChatsQuery } from '../api/chats.api.ts';
import { mainEmail } from '../lib/citizen-edit.ts';
import { CitizenEditForm } from './citizen-edit-form.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

function PreviousChats({ chat }: { chat: Chat }) {
  const [params, setParams] = useSearchParams();
  const chats = useQuery(citizenChatsQuery(chat.citizen._id));
  const others = (chats.data?.chats ?? []).filter((c) => c._id !== chat._id);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Conversas anteriores
      </Text>
      {chats.isPending ? (
        <Skeleton height={20} />
      ) : others.length === 0 ? (
        <Text size="xs" c="dimmed">
          Nenhuma outra conversa com este cidadão.
        </Text>
      ) : (
        others.slice(0, 8).map((c) => (
          <UnstyledButton
            key={c._id}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('chat', c._id);
              setParams(next);
            }}
          >
            <Text size="xs">
              {formatDate(c.createdAt)} · {CHAT_STATUS_LABELS[c.status]}
              {c.agent ? ` · ${c.agent.name}` : ''}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {c.lastMessage?.body ?? ''}
            </Text>
          </UnstyledButton>
        ))
      )}
    </Stack>
  );
}

export function CitizenPanel({ chat, embedded = false }: { chat: Chat; embedded?: boolean }) {
  const ability = useAppAbility();
  const citizen = useQuery(citizenQuery(chat.citizen._id));
  const [editing, setEditing] = useState(false);
  const content = (
    <Stack gap="sm" p={embedded ? 0 : 'sm'}>
      {!embedded && (
        <Text fw={700} size="sm" component="h2">
          Dados do cidadão
        </Text>
      )}
      {citizen.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Carregando cidadão">
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="50%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      ) : citizen.isError ? (
        <ErrorAlert error={citizen.error} onRetry={() => void citizen.refetch()} />
      ) : editing ? (
        <CitizenEditForm chat={chat} citizen={citizen.data} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Field label="Nome">{citizen.data.name}</Field>
          {chat.contactName && chat.contactName !== citizen.data.name && (
            <Field label="Nome no WhatsApp">{chat.contactName}</Field>
          )}
          <Field label="Telefone">{formatPhone(chat.phone)}</Field>
          <Field label="E-mail">{mainEmail(citizen.data)?.address}</Field>
          <Field label="Bairro">{citizen.data.neighborhood}</Field>
          <Field label="Data de nascimento">
            {citizen.data.birthDate ? formatDay(citizen.data.birthDate) : null}
          </Field>
          {citizen.data.tags.length > 0 && (
            <Group gap={4}>
              {citizen.data.tags.map((tag) => (
                <Badge key={tag._id} color={tag.color} variant="light" size="sm">
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
          <Group gap="xs">
            {ability.can('update', 'citizens') && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Editar dados
              </Button>
            )}
            <Anchor component={Link} to={`/eleitores/${chat.citizen._id}`} size="sm">
              <Group gap={4} component="span">
                Abrir perfil <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
          {ability.can('create', 'demands') && (
            <Button
              component={Link}
              to={`/demandas/nova?citizenId=${encodeURIComponent(chat.citizen._id)}`}
              size="xs"
              variant="light"
              leftSection={<IconFilePlus size={14} aria-hidden />}
            >
              Abrir demanda
            </Button>
          )}
        </>
      )}
      <Divider />
      <PreviousChats chat={chat} />
    </Stack>
  );
  if (embedded) return content;
  return (
    <aside
      className="gab-sac-column gab-sac-side"
      aria-label="Dados do cidadão"
      style={{ overflowY: 'auto' }}
    >
      {content}
    </aside>
  );
}
