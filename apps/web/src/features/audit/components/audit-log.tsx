// The office's audit log (office admins): 'Maria Souza visualizou o eleitor João da Silva — há 5 minutos'.
import { Anchor, Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { formatDateTime, formatRelative, initials } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usersListQuery } from '../../users/api/users.api.ts';
import { auditQuery, type AuditEntry } from '../api/audit.api.ts';
import { auditLink, auditSentence } from '../audit-sentence.ts';
import { AuditFilters } from './audit-filters.tsx';

const FILTERS = ['entity', 'action', 'userId', 'from', 'to'] as const;
const TEAM = { q: '', page: 1, perPage: 100, sort: 'name', role: null, status: null };

function Sentence({ entry }: { entry: AuditEntry }) {
  const text = auditSentence(entry);
  const link = auditLink(entry.entity, entry.entityId);
  if (!link || !entry.entityName || !text.endsWith(entry.entityName)) return <Text size="sm">{text}</Text>;
  return (
    <Text size="sm">
      {text.slice(0, text.length - entry.entityName.length)}
      <Anchor component={Link} to={link} size="sm">
        {entry.entityName}
      </Anchor>
    </Text>
  );
}

export function AuditLog() {
  const { params, update, clear, activeCount } = useListParams(FILTERS);
  const query = useQuery(auditQuery({ page: params.page, perPage: params.perPage, ...params.filters }));
  const team = useQuery(usersListQuery(TEAM));
  const users = (team.data?.users ?? []).map((u) => ({ value: u._id, label: u.name }));

  return (
    <Stack gap="md">
      <AuditFilters filters={params.filters} users={users} onChange={update} onClear={clear} />
      <ListBody
        query={query}
        rows={query.data?.entries}
        columns={2}
        onPageChange={(page) => update({ page })}
        empty={
          <EmptyList
            filtered={activeCount > 0}
            title="Nada registrado ainda"
            description="Cada vez que alguém da equipe abre ou altera um eleitor, fica registrado aqui."
            onClearFilters={clear}
          />
        }
      >
        {(entries) => (
          <Stack gap={0} role="list" aria-label="Auditoria">
            {entries.map((entry) => (
              <Group
                key={entry._id}
                role="listitem"
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Avatar size={28} radius="xl" color="gray">
                  {entry.user ? initials(entry.user.name) : '—'}
                </Avatar>
                <Group gap={4} justify="space-between" style={{ flex: 1 }} miw={0}>
                  <Box style={{ flex: '1 1 240px' }} miw={0}>
                    <Sentence entry={entry} />
                  </Box>
                  <Text size="xs" c="dimmed" title={formatDateTime(entry.createdAt)}>
                    {formatRelative(entry.createdAt)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </ListBody>
    </Stack>
  );
}
