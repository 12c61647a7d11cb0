// The server's pt-BR message in an alert, never a code or a stack (UI.md).
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client.ts';

interface ErrorAlertProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

export function ErrorAlert({ error, title = 'Não foi possível carregar', onRetry }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      {errorMessage(error)}
      {onRetry && (
        <Button variant="subtle" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
          Tentar de novo
        </Button>
      )}
    </Alert>
  );
}

/** A form-level message (e.g. 'E-mail ou senha incorretos.') above the fields. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
      {message}
    </Alert>
  );
}
