// New password + confirmation for a reset or invitation link (?token=).
import { Button, PasswordInput, Stack } from '@mantine/core';
import { PasswordSchema } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { FormError } from '../../../components/error-alert.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { setPasswordWithToken } from '../api/auth.api.ts';

export const PasswordWithConfirmationSchema = z
  .object({ password: PasswordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, {
    message: 'As senhas não conferem',
    path: ['confirmation'],
  });

interface SetPasswordFormProps {
  token: string;
  submitLabel: string;
  onDone: (message: string | undefined) => void;
}

export function SetPasswordForm({ token, submitLabel, onDone }: SetPasswordFormProps) {
  const form = useZodForm({ password: '', confirmation: '' });
  const mutation = useMutation({
    mutationFn: (password: string) => setPasswordWithToken(token, password),
    onSuccess: (result) => onDone(result.message),
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(PasswordWithConfirmationSchema);
    if (input) mutation.mutate(input.password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <PasswordInput
          label="Nova senha"
          description="No mínimo 8 caracteres."
          required
          autoComplete="new-password"
          autoFocus
          {...form.text('password')}
        />
        <PasswordInput
          label="Confirme a nova senha"
          required
          autoComplete="new-password"
          {...form.text('confirmation')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
