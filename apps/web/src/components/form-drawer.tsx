// A small create/edit form in a side drawer (áreas, situações, tags), on the right like every drawer of the
// app: the server's message on top, the fields, 'Cancelar' / save at the bottom; it validates, sends and, on
// a refusal, stays open. Read-only (who may read but not change the record): the same fields, locked, and 'Fechar'.
import { Button, Drawer, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './error-alert.tsx';
import { FormActions } from './form-actions.tsx';

interface FormDrawerProps<I, T> {
  opened: boolean;
  onClose: () => void;
  title: string;
  formError: string | null;
  /** What to send, or null when the fields have errors (shown under them). */
  validate: () => I | null;
  save: (input: I) => Promise<T>;
  onSaved: (saved: T) => void;
  /** The server's refusal: messages under the fields or above them. */
  onError: (error: unknown) => void;
  /** Edit forms: the buttons wait for a change. */
  dirty?: boolean;
  submitLabel: string;
  /** The record opened by someone who may only read it: fields disabled, no save. */
  readOnly?: boolean;
  children: ReactNode;
}

export function FormDrawer<I, T>({
  opened,
  onClose,
  title,
  formError,
  validate,
  save,
  onSaved,
  onError,
  dirty,
  submitLabel,
  readOnly = false,
  children,
}: FormDrawerProps<I, T>) {
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved, onError });
  const close = () => {
    mutation.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const input = validate();
    if (input !== null) mutation.mutate(input);
  };
  return (
    <Drawer opened={opened} onClose={close} position="right" title={<Text fw={600}>{title}</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          {readOnly ? (
            <>
              <Fieldset variant="unstyled" disabled aria-label="Somente leitura">
                <Stack gap="md">{children}</Stack>
              </Fieldset>
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={close}>
                  Fechar
                </Button>
              </Group>
            </>
          ) : (
            <>
              {children}
              <FormActions
                onCancel={close}
                saving={mutation.isPending}
                dirty={dirty}
                submitLabel={submitLabel}
                mt="sm"
              />
            </>
          )}
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
