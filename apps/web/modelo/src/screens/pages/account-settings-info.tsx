// Account settings, 'Informações' tab: bio, birth date, country, website and phone, kept in the page.
import { Button, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { isUrl, showSaved, type AccountData } from './account-settings-shared.ts';

const COUNTRIES = [
  'Brasil',
  'Portugal',
  'Argentina',
  'Estados Unidos',
  'Reino Unido',
  'França',
  'Alemanha',
  'Canadá',
];

type Info = AccountData['info'];

export function AccountInfo({ initial }: { initial: Info }) {
  const [values, setValues] = useState({
    bio: initial.bio,
    dob: initial.dob ? String(initial.dob).slice(0, 10) : null,
    country: initial.country,
    website: initial.website,
    phone: String(initial.phone ?? ''),
  });
  const [errors, setErrors] = useState<{ website?: string; phone?: string }>({});
  const set = (key: keyof typeof values, value: string | null) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found: typeof errors = {};
        if (values.website.trim() && !isUrl(values.website)) found.website = 'Informe um endereço válido.';
        if (values.phone.trim() && values.phone.replace(/\D/g, '').length < 8)
          found.phone = 'Informe um telefone válido.';
        setErrors(found);
        if (Object.keys(found).length === 0) showSaved();
      }}
    >
      <Stack gap="md">
        <Textarea
          label="Bio"
          autosize
          minRows={3}
          placeholder="Conte um pouco sobre você"
          value={values.bio}
          onChange={(e) => set('bio', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateInput
            label="Data de nascimento"
            placeholder="dd/mm/aaaa"
            valueFormat="DD/MM/YYYY"
            locale="pt-br"
            maxDate={new Date()}
            value={values.dob}
            onChange={(v) => set('dob', v)}
            clearable
          />
          <Select
            label="País"
            data={COUNTRIES}
            value={values.country}
            onChange={(v) => set('country', v ?? '')}
            searchable
            nothingFoundMessage="Nenhum país encontrado"
          />
          <TextInput
            label="Site"
            placeholder="https://"
            value={values.website}
            error={errors.website}
            onChange={(e) => set('website', e.currentTarget.value)}
          />
          <TextInput
            label="Telefone"
            type="tel"
            value={values.phone}
            error={errors.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
          />
        </SimpleGrid>
        <div>
          <Button type="submit">Salvar alterações</Button>
        </div>
      </Stack>
    </form>
  );
}
