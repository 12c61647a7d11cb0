// Endereço: a complete CEP fills logradouro, bairro, cidade and UF; manual entry always stays possible.
import { Grid, Loader, Select, TextInput } from '@mantine/core';
import { formatCep, UF_LIST } from '@gabinete/shared';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { lookupCep } from '../../api/geo.api.ts';
import type { CitizenFormValues } from '../../lib/citizen-form.logic.ts';
import { MunicipalitySelect } from '../municipality-select.tsx';
import { NeighborhoodAutocomplete } from '../neighborhood-autocomplete.tsx';
import { FormSection } from './form-section.tsx';

export function AddressSection({ form }: { form: ZodForm<CitizenFormValues> }) {
  const [looking, setLooking] = useState(false);
  const [cepNote, setCepNote] = useState<string | null>(null);
  const lastLooked = useRef<string | null>(null);
  const { setValue } = form;

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
      // Fills what the CEP knows and keeps what the person typed for the rest.
      if (found.street) setValue('street', found.street);
      if (found.neighborhood) setValue('neighborhood', found.neighborhood);
      if (found.cityIbge && found.city) {
        setValue('city', { ibge: found.cityIbge, name: found.city, uf: found.uf ?? '' });
      }
      if (found.uf) setValue('uf', found.uf);
      setCepNote(null);
    } catch (error) {
      const message = errorMessage(error);
      setCepNote(/manual/i.test(message) ? message : `${message} Preencha o endereço manualmente.`);
    } finally {
      setLooking(false);
    }
  }

  return (
    <FormSection title="Endereço">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="CEP"
            placeholder="00000-000"
            inputMode="numeric"
            autoComplete="off"
            value={form.values.cep}
            error={form.errors.cep}
            description={cepNote ?? 'Com o CEP completo, buscamos o endereço'}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={cepNote ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
            rightSection={looking ? <Loader size={16} aria-label="Buscando CEP" /> : null}
            onChange={(event) => void onCep(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }} visibleFrom="sm" />
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Logradouro" maxLength={160} {...form.text('street')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Número" maxLength={20} {...form.text('number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Complemento" maxLength={80} {...form.text('complement')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NeighborhoodAutocomplete
            label="Bairro"
            maxLength={80}
            value={form.values.neighborhood}
            error={form.errors.neighborhood}
            onChange={(value) => setValue('neighborhood', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Ponto de referência" maxLength={200} {...form.text('referencePoint')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <MunicipalitySelect
            label="Cidade"
            value={form.values.city}
            uf={form.values.city ? null : form.values.uf}
            error={form.errors.cityIbge}
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
            disabled={!!form.values.city}
            {...form.select('uf')}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
