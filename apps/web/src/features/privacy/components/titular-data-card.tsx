// 'Dados do titular': the citizen's data as JSON (LGPD access/portability) and, for admins, 'Anonimizar'.
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDownload, IconEraser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { fetchCitizenData } from '../api/privacy.api.ts';
import { AnonymizeCitizenModal } from './anonymize-citizen-modal.tsx';

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

interface TitularDataCardProps {
  citizenId: string;
  citizenName: string;
  canExport: boolean;
  isAdmin: boolean;
}

export function TitularDataCard({ citizenId, citizenName, canExport, isAdmin }: TitularDataCardProps) {
  const [anonymizing, setAnonymizing] = useState(false);
  const exportData = useMutation({
    mutationFn: () => fetchCitizenData(citizenId),
    onSuccess: (blob) => saveFile(blob, `dados-${slug(citizenName) || 'eleitor'}.json`),
    onError: (error) => notifyError(error, 'Não foi possível exportar os dados'),
  });
  if (!canExport && !isAdmin) return null;

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={3} fz="md">
            Dados do titular
          </Title>
          <Text size="xs" c="dimmed">
            Tudo o que o gabinete guarda sobre {citizenName}, para entregar a pedido do próprio eleitor.
          </Text>
        </div>
        <Group gap="xs">
          {canExport && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exportData.isPending}
              onClick={() => exportData.mutate()}
            >
              Exportar dados (JSON)
            </Button>
          )}
          {isAdmin && (
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              leftSection={<IconEraser size={16} />}
              onClick={() => setAnonymizing(true)}
            >
              Anonimizar
            </Button>
          )}
        </Group>
      </Group>
      {isAdmin && (
        <AnonymizeCitizenModal
          citizenId={citizenId}
          citizenName={citizenName}
          opened={anonymizing}
          onClose={() => setAnonymizing(false)}
        />
      )}
    </Card>
  );
}
