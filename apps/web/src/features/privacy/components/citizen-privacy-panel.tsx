// LGPD on the citizen profile: consents (channel × purpose) and their ledger, the citizen's requests,
// 'Exportar dados (JSON)' and, for office admins, 'Anonimizar'.
import { Accordion, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useUserData } from '../../../lib/session.ts';
import { consentsQuery } from '../api/privacy.api.ts';
import { CitizenRequestsCard } from './citizen-requests-card.tsx';
import { ConsentGrid } from './consent-grid.tsx';
import { ConsentHistory } from './consent-history.tsx';
import { ConsentModal, type ConsentDraft } from './consent-modal.tsx';
import { TitularDataCard } from './titular-data-card.tsx';

export function CitizenPrivacyPanel({ citizenId, citizenName }: { citizenId: string; citizenName: string }) {
  const ability = useAppAbility();
  const role = useUserData()?.role;
  const canWrite = ability.can('update', 'citizens');
  const isAdmin = role === 'admin' || role === 'platform_admin';
  const consents = useQuery(consentsQuery(citizenId));
  const [draft, setDraft] = useState<ConsentDraft | null>(null);

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm" gap="sm">
          <div>
            <Title order={3} fz="md">
              Consentimentos
            </Title>
            <Text size="xs" c="dimmed">
              O que vale hoje em cada canal e finalidade. As mensagens do gabinete respeitam estes registros.
            </Text>
          </div>
          {canWrite && (
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                color="green"
                leftSection={<IconCircleCheck size={16} />}
                onClick={() => setDraft({ channel: null, purpose: null, granted: true })}
              >
                Registrar consentimento
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconCircleX size={16} />}
                onClick={() => setDraft({ channel: null, purpose: null, granted: false })}
              >
                Revogar
              </Button>
            </Group>
          )}
        </Group>
        {consents.isError && <ErrorAlert error={consents.error} onRetry={() => void consents.refetch()} />}
        {consents.isPending && <TableSkeleton columns={5} rows={5} />}
        {consents.data && (
          <Stack gap="sm">
            <ConsentGrid
              current={consents.data.current}
              onCell={
                canWrite ? (channel, purpose) => setDraft({ channel, purpose, granted: true }) : undefined
              }
            />
            <Accordion variant="contained" radius="md">
              <Accordion.Item value="history">
                <Accordion.Control>
                  Histórico de consentimentos ({consents.data.history.length})
                </Accordion.Control>
                <Accordion.Panel>
                  <ConsentHistory history={consents.data.history} />
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Stack>
        )}
      </Card>
      <CitizenRequestsCard
        citizenId={citizenId}
        citizenName={citizenName}
        canWrite={canWrite}
        isAdmin={isAdmin}
      />
      <TitularDataCard
        citizenId={citizenId}
        citizenName={citizenName}
        canExport={ability.can('create', 'exports')}
        isAdmin={isAdmin}
      />
      <ConsentModal
        citizenId={citizenId}
        citizenName={citizenName}
        draft={draft}
        onClose={() => setDraft(null)}
      />
    </Stack>
  );
}
