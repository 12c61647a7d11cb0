// Local: a complete CEP fills logradouro, bairro, cidade and UF (through the geo API); the point is set
// on the small map by a click or by dragging the pin.
import { Button, Grid, Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { formatCep, UF_LIST } from '@gabinete/shared';
import { IconMapPinOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { lookupCep } from '../../../citizens/api/geo.api.ts';
import { FormSection } from '../../../citizens/components/form/form-section.tsx';
import { MunicipalitySelect } from '../../../citizens/components/municipality-select.tsx';
import { NeighborhoodAutocomplete } from '../../../citizens/components/neighborhood-autocomplete.tsx';
import type { DemandFormValues } from '../../lib/demand-form.logic.ts';
import { DemandLocationMap } from '../demand-location-map.tsx';

export function LocationSection({ form }: { form: ZodForm<DemandFormValues> }) {
  const [looking, setLooking] = useState(false);
  const [cepNote, setCepNote] = useState<string | null>(null);
  const lastLooked = useRef<string | null>(null);
  const { setValue, values } = form;

  async function onCep(text: string) {
    const cep = formatCep(text);
    setValue('cep', cep);
    const digits = cep.replace(/\D/g, '');
    if (digits.length !== 8) {
      setCepNote(null);
      return;
    }
    if (digits === lastLooked.current) return;
    lastLooked.current = digits;
    setLooking(true);
    setCepNote(null);
    try {
      const found = await lookupCep(digits);
      if (found.street) setValue('street', found.street);
      if (found.neighborhood) setValue('neighborhood', found.neighborhood);
      if (found.cityIbge && found.city)
        setValue('city', { ibge: found.cityIbge, name: found.city, uf: found.uf ?? '' });
      if (found.uf) setValue('uf', found.uf);
    } catch (error) {
      const message = errorMessage(error);
      setCepNote(/manual/i.test(message) ? message : `${message} Preencha o endereço manualmente.`);
    } finally {
      setLooking(false);
    }
  }

  const hasPoint = values.lat !== null && values.lng !== null;
  return (
    <FormSection title="Local" hint="Onde está o problema (um poste, um buraco, uma escola). Opcional.">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="CEP"
            placeholder="00000-000"
            inputMode="numeric"
            autoComplete="off"
            value={values.cep}
            error={form.errors.cep}
            description={cepNote ?? 'Com o CEP completo, buscamos o endereço'}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={cepNote ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
            rightSection={looking ? <Loader size={16} aria-label="Buscando CEP" /> : null}
            onChange={(event) => void onCep(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Logradouro" maxLength={160} {...form.text('street')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label="Número" maxLength={20} {...form.text('number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Complemento" maxLength={80} {...form.text('complement')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <NeighborhoodAutocomplete
            label="Bairro"
            maxLength={80}
            value={values.neighborhood}
            error={form.errors.neighborhood}
            onChange={(value) => setValue('neighborhood', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <MunicipalitySelect
            label="Cidade"
            value={values.city}
            uf={values.city ? null : values.uf}
            error={form.errors.city ?? form.errors.cityIbge}
            onChange={(city) => {
              setValue('city', city);
              if (city) setValue('uf', city.uf);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="UF"
            data={[...UF_LIST]}
            searchable
            clearable
            disabled={!!values.city}
            {...form.select('uf')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label="Ponto de referência" maxLength={200} {...form.text('referencePoint')} />
        </Grid.Col>
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
