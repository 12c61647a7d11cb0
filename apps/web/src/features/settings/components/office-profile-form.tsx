// 'Configurações': the office profile, logo and time zone; read-only without update on settings.
import { Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  BRAZIL_TIME_ZONES,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  OrganizationProfileInputSchema,
  type Organization,
} from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { ImageField } from '../../../components/image-field.tsx';
import {
  OrganizationProfileFields,
  organizationProfileValues,
} from '../../../components/organization-profile-fields.tsx';
import { initials } from '../../../lib/format.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { removeOwnLogo, updateOwnOrganization, uploadOwnLogo } from '../api/settings.api.ts';
import { FormActions } from '../../../components/form-actions.tsx';

const valuesOf = (org: Organization) => ({
  ...organizationProfileValues(org),
  timeZone: org.timeZone as string | null,
  logo: null as File | null,
  removeLogo: false,
});

const TIME_ZONE_OPTIONS = BRAZIL_TIME_ZONES.map((z) => ({ value: z.value, label: z.label }));

interface OfficeProfileFormProps {
  organization: Organization;
  editable: boolean;
  onSaved: (organization: Organization) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

export function OfficeProfileForm({
  organization,
  editable,
  onSaved,
  onDirtyChange,
}: OfficeProfileFormProps) {
  const form = useZodForm(valuesOf(organization));
  const { reset } = form;
  useEffect(() => reset(valuesOf(organization)), [organization, reset]);
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);

  const mutation = useMutation({
    mutationFn: async (input: {
      profile: Parameters<typeof updateOwnOrganization>[0] | null;
      logo: File | null;
      removeLogo: boolean;
    }) => {
      let saved = organization;
      if (input.profile) saved = await updateOwnOrganization(input.profile);
      if (input.logo) saved = await uploadOwnLogo(input.logo);
      else if (input.removeLogo) saved = await removeOwnLogo();
      return saved;
    },
    onSuccess: onSaved,
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { logo, removeLogo, ...profile } = form.values;
    const { logo: _l, removeLogo: _r, ...initialProfile } = form.initialValues;
    const profileChanged = JSON.stringify(profile) !== JSON.stringify(initialProfile);
    const parsed = profileChanged ? form.validate(OrganizationProfileInputSchema, profile) : null;
    if (profileChanged && !parsed) return;
    mutation.mutate({ profile: parsed, logo, removeLogo });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={18}>
            Perfil do gabinete
          </Title>
          {!editable && (
            <Text size="sm" c="dimmed">
              Somente leitura: peça ao administrador do gabinete para alterar estes dados.
            </Text>
          )}
        </div>
        <FormError message={form.formError} />
        <ImageField
          label="Logotipo"
          radius="md"
          size={80}
          currentUrl={organization.logo}
          file={form.values.logo}
          removed={form.values.removeLogo}
          onFileChange={(file) => {
            form.setValue('logo', file);
            if (file) form.setValue('removeLogo', false);
          }}
          onRemove={() => form.setValue('removeLogo', true)}
          placeholder={initials(organization.name)}
          disabled={!editable}
          types={LOGO_TYPES}
          maxBytes={LOGO_MAX_BYTES}
          // pdfkit draws PNG and JPEG only: a WebP logo shows on screen but not in the PDFs.
          hint="Para sair também nos PDFs, use PNG ou JPEG."
        />
        <OrganizationProfileFields form={form} readOnly={!editable} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Select
            label="Fuso horário"
            description="Usado nas datas e horários do gabinete."
            data={TIME_ZONE_OPTIONS}
            allowDeselect={false}
            searchable
            readOnly={!editable}
            {...form.select('timeZone')}
          />
        </SimpleGrid>
        {editable && (
          <FormActions onCancel={() => form.reset()} saving={mutation.isPending} dirty={form.isDirty} />
        )}
      </Stack>
    </Card>
  );
}
