// A new office on the 7-day trial: office, person, e-mail and password; logs the person in.
import { Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { RegisterInputSchema, UF_LIST } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { registerOffice } from '../api/auth.api.ts';

const PASSWORDS_DIFFER = 'As senhas não conferem';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm({
    organizationName: '',
    name: '',
    email: '',
    password: '',
    confirmation: '',
    uf: null as string | null,
  });
  const mutation = useMutation({
    mutationFn: registerOffice,
    onSuccess: () => {
      queryClient.clear();
      notifySuccess('Seu período de teste de 7 dias começou.', 'Gabinete criado');
      onRegistered();
    },
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { confirmation, uf, ...rest } = form.values;
    const input = form.validate(RegisterInputSchema, { ...rest, uf: uf ?? undefined });
    if (!input) return;
    if (confirmation !== rest.password) {
      form.setErrors({ confirmation: PASSWORDS_DIFFER });
      return;
    }
    mutation.mutate(input);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          label="Nome do gabinete"
          required
          placeholder="Gabinete da Vereadora Maria"
          {...form.text('organizationName')}
        />
        <Select
          label="UF"
          placeholder="Selecione"
          data={[...UF_LIST]}
          searchable
          clearable
          {...form.select('uf')}
        />
        <TextInput label="Seu nome" required autoComplete="name" {...form.text('name')} />
        <TextInput label="E-mail" type="email" required autoComplete="email" {...form.text('email')} />
        <PasswordInput
          label="Senha"
          description="No mínimo 8 caracteres."
          required
          autoComplete="new-password"
          {...form.text('password')}
        />
        <PasswordInput
          label="Confirme a senha"
          required
          autoComplete="new-password"
          {...form.text('confirmation')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          Criar conta de teste
        </Button>
      </Stack>
    </form>
  );
}
