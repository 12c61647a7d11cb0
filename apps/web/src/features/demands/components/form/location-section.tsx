// Local: the address fields (a complete CEP fills them); the point is set on the small map by a click or by
// dragging the pin.
import { Button, Grid, Group, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { AddressFields } from '../../../citizens/components/form/address-fields.tsx';
import { FormSection } from '../../../citizens/components/form/form-section.tsx';
import type { DemandFormValues } from '../../lib/demand-form.logic.ts';
import { DemandLocationMap } from '../demand-location-map.tsx';

export function LocationSection({ form }: { form: ZodForm<DemandFormValues> }) {
  const { setValue, values } = form;
  const hasPoint = values.lat !== null && values.lng !== null;
  return (
    <FormSection title="Local" hint="Onde está o problema (um poste, um buraco, uma escola). Opcional.">
      <Grid gap="md">
        <AddressFields form={form} />
        <Grid.Col span={12}>
          <Group justify="space-between" mb={6} gap="xs">
            <Text size="sm" fw={500}>
              Ponto no mapa
            </Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {hasPoint
                  ? `${values.lat!.toFixed(5)}, ${values.lng!.toFixed(5)} · arraste o marcador para ajustar`
                  : 'Clique no mapa para marcar o local'}
              </Text>
              {hasPoint && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconMapPinOff size={14} />}
                  onClick={() => {
                    setValue('lat', null);
                    setValue('lng', null);
                  }}
                >
                  Remover ponto
                </Button>
              )}
            </Group>
          </Group>
          <DemandLocationMap
            lat={values.lat}
            lng={values.lng}
            height={260}
            onChange={({ lat, lng }) => {
              setValue('lat', lat);
              setValue('lng', lng);
            }}
          />
          {(form.errors.lat || form.errors.lng) && (
            <Text size="xs" c="red" mt={4}>
              {form.errors.lat ?? form.errors.lng}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
