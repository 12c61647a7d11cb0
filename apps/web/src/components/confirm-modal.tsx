// Confirms a destructive action in a modal that names the thing (UI.md).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from './error-alert.tsx';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  loading = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{title}</Text>} centered>
      <Stack gap="md">
        <FormError message={error} />
        {children && (
          <Text size="sm" c="dimmed" component="div">
            {children}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
