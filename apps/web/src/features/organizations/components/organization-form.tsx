// Edits an office as the platform admin: profile fields plus the trial switch.
import { Card, Stack, Switch, Title } from '@mantine/core';
import { UpdateOrganizationInputSchema, type Organization } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import {
  OrganizationProfileFields,
  organizationProfileValues,
} from '../../../components/organization-profile-fields.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { updateOrganization } from '../api/organizations.api.ts';
import { FormActions } from '../../../components/form-actions.tsx';

const valuesOf = (org: Organization) => ({ ...organizationProfileValues(org), isTrial: org.isTrial });

interface OrganizationFormProps {
  organization: Organization;
  editable: boolean;
  onSaved: (organization: Organization) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

export function OrganizationForm({ organization, editable, onSaved, onDirtyChange }: OrganizationFormProps) {
  const form = useZodForm(valuesOf(organization));
  const { reset } = form;
  useEffect(() => reset(valuesOf(organization)), [organization, reset]);
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);

  const mutation = useMutation({
    mutationFn: (input: Parameters<typeof updateOrganization>[1]) =>
      updateOrganization(organization._id, input),
    onSuccess: onSaved,
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(UpdateOrganizationInputSchema);
    if (input) mutation.mutate(input);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz={18}>
          Dados do gabinete
        </Title>
        <FormError message={form.formError} />
        <OrganizationProfileFields form={form} readOnly={!editable} />
        {!organization.isPlatform && (
          <Switch
            label="Período de teste"
            description="Gabinetes em teste têm 7 dias de acesso a partir da criação."
            disabled={!editable}
            {...form.checkbox('isTrial')}
          />
        )}
        {editable && (
          <FormActions onCancel={() => form.reset()} saving={mutation.isPending} dirty={form.isDirty} />
        )}
      </Stack>
    </Card>
  );
}
