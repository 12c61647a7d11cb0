// What a form of a versioned record shows around a stale save: the refusal with 'Recarregar dados', then
// which version was loaded and which of the person's changes were kept (see useStaleSave).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import type { StaleSaveState } from '../lib/use-stale-save.ts';

export function StaleSaveAlert({ stale }: { stale: StaleSaveState }) {
  if (stale.conflict)
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        title="Outra pessoa salvou antes"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {stale.conflict} O que você digitou continua no formulário. Ao recarregar, suas alterações ficam
            por cima da versão nova.
          </Text>
          <Button
            size="xs"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            loading={stale.reloading}
            onClick={() => void stale.reload()}
          >
            Recarregar dados
          </Button>
          {stale.reloadError && (
            <Text size="sm" c="red">
              Não foi possível recarregar: {stale.reloadError}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  if (stale.notice)
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        role="status"
        title="Dados recarregados"
      >
        {stale.notice}
      </Alert>
    );
  return null;
}
