// 'Convidar usuário' in a drawer: nome, e-mail, perfil; the server e-mails a set-password link.
import { Drawer, Select, Stack, Text, TextInput } from '@mantine/core';
import { InviteUserInputSchema, OFFICE_ROLES, ROLE_LABELS, type User } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { inviteUser, usersKeys } from '../api/users.api.ts';
import { FormActions } from '../../../components/form-actions.tsx';

export const ROLE_OPTIONS = OFFICE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const EMPTY = { name: '', email: '', role: 'assessor' as string | null };

interface InviteUserDrawerProps {
  opened: boolean;
  onClose: () => void;
  onInvited?: (user: User) => void;
}

export function InviteUserDrawer({ opened, onClose, onInvited }: InviteUserDrawerProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(EMPTY);
  const mutation = useMutation({
    mutationFn: inviteUser,
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
      notifySuccess(`Enviamos um convite para ${user.email}.`, 'Usuário convidado');
      form.reset(EMPTY);
      onInvited?.(user);
      onClose();
    },
    onError: form.applyApiError,
  });

  const close = () => {
    form.reset(EMPTY);
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(InviteUserInputSchema, {
      ...form.values,
      role: form.values.role ?? undefined,
    });
    if (input) mutation.mutate(input);
  };

  return (
    <Drawer opened={opened} onClose={close} title={<Text fw={600}>Convidar usuário</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A pessoa recebe por e-mail um link para definir a senha e entrar no gabinete.
          </Text>
          <FormError message={form.formError} />
          <TextInput label="Nome" required autoComplete="off" data-autofocus {...form.text('name')} />
          <TextInput label="E-mail" type="email" required autoComplete="off" {...form.text('email')} />
          <Select
            label="Perfil"
            required
            data={ROLE_OPTIONS}
            allowDeselect={false}
            description="Define as permissões iniciais; dá para ajustá-las depois."
            {...form.select('role')}
          />
          <FormActions onCancel={close} saving={mutation.isPending} submitLabel="Enviar convite" mt="sm" />
        </Stack>
      </form>
    </Drawer>
  );
}
