// E-mail and password; login errors (wrong password, suspended office…) stay on the form.
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { LoginInputSchema } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/error-alert.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { login } from '../api/auth.api.ts';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm({ email: '', password: '' });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: () => {
      queryClient.clear();
      onLoggedIn();
    },
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(LoginInputSchema);
    if (input) mutation.mutate(input);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          placeholder="voce@gabinete.leg.br"
          required
          autoFocus
          {...form.text('email')}
        />
        <PasswordInput label="Senha" autoComplete="current-password" required {...form.text('password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/esqueci-a-senha" size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
