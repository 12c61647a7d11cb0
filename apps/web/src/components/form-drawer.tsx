// A small create/edit form in a side drawer (áreas, situações, tags): the server's message on top, the
// fields, and 'Cancelar' / save at the bottom.
import { Drawer, Group, Stack, Text, type DrawerProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './error-alert.tsx';
import { FormActions } from './form-actions.tsx';

interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  position?: DrawerProps['position'];
  formError: string | null;
  onSubmit: () => void;
  saving: boolean;
  /** Edit forms: the buttons wait for a change. */
  dirty?: boolean;
  submitLabel: string;
  children: ReactNode;
}

export function FormDrawer({
  opened,
  onClose,
  title,
  position = 'right',
  formError,
  onSubmit,
  saving,
  dirty,
  submitLabel,
  children,
}: FormDrawerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Drawer opened={opened} onClose={onClose} position={position} title={<Text fw={600}>{title}</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          {children}
          <FormActions onCancel={onClose} saving={saving} dirty={dirty} submitLabel={submitLabel} mt="sm" />
        </Stack>
      </form>
    </Drawer>
  );
}

/** 'Prévia:' and how the thing will look (a badge, a dot and a name). */
export function FormPreview({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Prévia:
      </Text>
      {children}
    </Group>
  );
}
