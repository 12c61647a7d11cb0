// '/esqueci-a-senha': asks for a reset link; the server always gives the same answer.
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ResetPasswordRequestSchema } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { FormError } from '../../../components/error-alert.tsx';
import { requestPasswordReset } from '../../../features/auth/api/auth.api.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';

export function ForgotPasswordRoute() {
  const form = useZodForm({ email: '' });
  const mutation = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(ResetPasswordRequestSchema);
    if (input) mutation.mutate(input.email);
  };

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe seu e-mail e enviaremos um link para criar uma nova senha."
      footer={
        <Anchor component={Link} to="/" size="sm">
          Voltar para o login
        </Anchor>
      }
    >
      {mutation.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {mutation.data.message ?? 'Se o e-mail estiver cadastrado, você receberá um link em instantes.'}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={form.formError} />
            <TextInput
              label="E-mail"
              type="email"
              required
              autoComplete="email"
              autoFocus
              {...form.text('email')}
            />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              Enviar link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
