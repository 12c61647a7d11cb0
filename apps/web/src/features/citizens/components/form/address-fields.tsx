// The address fields of any record (a citizen's home, a demanda's local): a complete CEP fills logradouro,
// bairro, cidade and UF through the geo API; manual entry always stays possible.
import { Grid, Loader, Select, TextInput } from '@mantine/core';
import { formatCep, UF_LIST } from '@gabinete/shared';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client.ts';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { lookupCep } from '../../api/geo.api.ts';
import type { AddressValues } from '../../lib/address-values.ts';
import { MunicipalitySelect } from '../municipality-select.tsx';
import { NeighborhoodAutocomplete } from '../neighborhood-autocomplete.tsx';

/** What a form must hold to use these fields. */
export type AddressFormValues = AddressValues & Record<string, unknown>;

function useCepLookup(form: ZodForm<AddressFormValues>) {
  const [looking, setLooking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const lastLooked = useRef<string | null>(null);
  const { setValue } = form;

  async function onCep(text: string) {
    const cep = formatCep(text);
    setValue('cep', cep);
    const digits = cep.replace(/\D/g, '');
    if (digits.length !== 8) {
      setNote(null);
      return;
    }
    if (digits === lastLooked.current) return;
    lastLooked.current = digits;
    setLooking(true);
    setNote(null);
    try {
      const found = await lookupCep(digits);
      // Fills what the CEP knows and keeps what the person typed for the rest.
      if (found.street) setValue('street', found.street);
      if (found.neighborhood) setValue('neighborhood', found.neighborhood);
      if (found.cityIbge && found.city) {
        setValue('city', { ibge: found.cityIbge, name: found.city, uf: found.uf ?? '' });
      }
      if (found.uf) setValue('uf', found.uf);
    } catch (error) {
      const message = errorMessage(error);
      setNote(/manual/i.test(message) ? message : `${message} Preencha o endereço manualmente.`);
    } finally {
      setLooking(false);
    }
  }
  return { looking, note, onCep };
}

export function AddressFields<T extends AddressFormValues>({ form: typed }: { form: ZodForm<T> }) {
  // The fields only touch the address keys, which every T has with these types.
  const form = typed as unknown as ZodForm<AddressFormValues>;
  const { looking, note, onCep } = useCepLookup(form);
  const { values, setValue } = form;
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="CEP"
          placeholder="00000-000"
          inputMode="numeric"
          autoComplete="off"
          value={values.cep}
          error={form.errors.cep}
          description={note ?? 'Com o CEP completo, buscamos o endereço'}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={note ? { description: { color: 'var(--mantine-color-orange-8)' } } : undefined}
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
    </>
  );
}
