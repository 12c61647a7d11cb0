// Endereço of the citizen form.
import { Grid } from '@mantine/core';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import type { CitizenFormValues } from '../../lib/citizen-form.logic.ts';
import { AddressFields } from './address-fields.tsx';
import { FormSection } from './form-section.tsx';

export function AddressSection({ form }: { form: ZodForm<CitizenFormValues> }) {
  return (
    <FormSection title="Endereço">
      <Grid gap="md">
        <AddressFields form={form} />
      </Grid>
    </FormSection>
  );
}
