// 'Alterar senha': senha atual, nova senha and confirmation.
import { Card, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { ChangePasswordInputSchema } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { FormError } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { changeMyPassword } from '../../auth/api/auth.api.ts';
import { FormActions } from '../../../components/form-actions.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({ confirmation: z.string() }).refine(
  (v) => v.newPassword === v.confirmation,
  { message: 'As senhas não conferem', path: ['confirmation'] },
);

export function ChangePasswordCard() {
  const form = useZodForm(EMPTY);
  const mutation = useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      changeMyPassword(input.currentPassword, input.newPassword),
    onSuccess: (result) => {
      form.reset(EMPTY);
      notifySuccess(result.message ?? 'Senha alterada');
    },
    onError: (error) => {
      form.applyApiError(error);
      if (error instanceof Error && 'code' in error && error.code === 'WRONG_PASSWORD') {
        form.setErrors({ currentPassword: error.message });
        form.setFormError(null);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(ChangePasswordFormSchema);
    if (input) mutation.mutate({ currentPassword: input.currentPassword, newPassword: input.newPassword });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz={18}>
          Alterar senha
        </Title>
        <FormError message={form.formError} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <PasswordInput
            label="Senha atual"
            required
            autoComplete="current-password"
            {...form.text('currentPassword')}
          />
          <PasswordInput
            label="Nova senha"
            description="No mínimo 8 caracteres."
            required
            autoComplete="new-password"
            {...form.text('newPassword')}
          />
          <PasswordInput
            label="Confirme a nova senha"
            required
            autoComplete="new-password"
            {...form.text('confirmation')}
          />
        </SimpleGrid>
        <FormActions
          onCancel={() => form.reset(EMPTY)}
          saving={mutation.isPending}
          submitLabel="Alterar senha"
        />
      </Stack>
    </Card>
  );
}
