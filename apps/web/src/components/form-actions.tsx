// The 'Cancelar' / 'Salvar' pair every form ends with (UI.md): cancel never runs while saving.
import { Button, Group, type GroupProps } from '@mantine/core';

interface FormActionsProps extends Omit<GroupProps, 'children'> {
  onCancel: () => void;
  saving: boolean;
  /** Edit forms: both buttons wait for a change. Creation forms leave it undefined. */
  dirty?: boolean;
  submitLabel?: string;
  /** Without a form around it, the save button calls this instead of submitting. */
  onSubmit?: () => void;
}

export function FormActions({
  onCancel,
  saving,
  dirty,
  submitLabel = 'Salvar',
  onSubmit,
  ...group
}: FormActionsProps) {
  const unchanged = dirty === false;
  return (
    <Group justify="flex-end" gap="sm" {...group}>
      <Button variant="default" onClick={onCancel} disabled={unchanged || saving}>
        Cancelar
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={saving} disabled={unchanged}>
        {submitLabel}
      </Button>
    </Group>
  );
}
