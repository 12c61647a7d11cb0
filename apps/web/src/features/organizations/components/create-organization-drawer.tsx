// 'Novo gabinete': office profile, its first administrator (who gets an invitation) and the trial switch.
import { Divider, Drawer, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CreateOrganizationInputSchema, type Organization } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import {
  EMPTY_ORGANIZATION_PROFILE,
  OrganizationProfileFields,
} from '../../../components/organization-profile-fields.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createOrganization, organizationsKeys } from '../api/organizations.api.ts';
import { FormActions } from '../../../components/form-actions.tsx';

const EMPTY = { ...EMPTY_ORGANIZATION_PROFILE, adminName: '', adminEmail: '', isTrial: true };

interface CreateOrganizationDrawerProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (organization: Organization) => void;
}

export function CreateOrganizationDrawer({ opened, onClose, onCreated }: CreateOrganizationDrawerProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(EMPTY);
  const mutation = useMutation({
    mutationFn: createOrganization,
    onSuccess: (organization) => {
      void queryClient.invalidateQueries({ queryKey: organizationsKeys.lists() });
      notifySuccess(
        `${organization.name} criado. O administrador recebeu o convite por e-mail.`,
        'Gabinete criado',
      );
      form.reset(EMPTY);
      onCreated(organization);
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
    const input = form.validate(CreateOrganizationInputSchema);
    if (input) mutation.mutate(input);
  };

  return (
    <Drawer opened={opened} onClose={close} size="lg" title={<Text fw={600}>Novo gabinete</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={form.formError} />
          <OrganizationProfileFields form={form} />
          <Divider label="Administrador do gabinete" labelPosition="left" />
          <TextInput label="Nome do administrador" required {...form.text('adminName')} />
          <TextInput label="E-mail do administrador" type="email" required {...form.text('adminEmail')} />
          <Switch
            label="Período de teste"
            description="Gabinetes em teste têm 7 dias de acesso a partir da criação."
            {...form.checkbox('isTrial')}
          />
          <FormActions onCancel={close} saving={mutation.isPending} mt="sm" />
        </Stack>
      </form>
    </Drawer>
  );
}
