// The office profile fields shared by 'Configurações' and the platform's office forms.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { CARGOS, UF_LIST } from '@gabinete/shared';
import type { ChangeEvent } from 'react';

export interface OrganizationProfileValues {
  name: string;
  representativeName: string;
  cargo: string | null;
  partido: string;
  uf: string | null;
  municipio: string;
}

export const EMPTY_ORGANIZATION_PROFILE: OrganizationProfileValues = {
  name: '',
  representativeName: '',
  cargo: null,
  partido: '',
  uf: null,
  municipio: '',
};

interface FieldBinding {
  text: (key: keyof OrganizationProfileValues) => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | undefined;
  };
  select: (key: keyof OrganizationProfileValues) => {
    value: string | null;
    onChange: (value: string | null) => void;
    error: string | undefined;
  };
}

export function OrganizationProfileFields({
  form,
  readOnly = false,
}: {
  form: FieldBinding;
  readOnly?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput label="Nome do gabinete" required readOnly={readOnly} {...form.text('name')} />
      <TextInput label="Nome do parlamentar" readOnly={readOnly} {...form.text('representativeName')} />
      <Select
        label="Cargo"
        placeholder="Selecione"
        data={[...CARGOS]}
        clearable
        readOnly={readOnly}
        {...form.select('cargo')}
      />
      <TextInput label="Partido" placeholder="Ex.: PSD" readOnly={readOnly} {...form.text('partido')} />
      <Select
        label="UF"
        placeholder="Selecione"
        data={[...UF_LIST]}
        searchable
        clearable
        readOnly={readOnly}
        {...form.select('uf')}
      />
      <TextInput label="Município" readOnly={readOnly} {...form.text('municipio')} />
    </SimpleGrid>
  );
}

/** Values from a stored office (nulls become empty fields). */
export function organizationProfileValues(org: {
  name: string;
  representativeName: string | null;
  cargo: string | null;
  partido: string | null;
  uf: string | null;
  municipio: string | null;
}): OrganizationProfileValues {
  return {
    name: org.name,
    representativeName: org.representativeName ?? '',
    cargo: org.cargo,
    partido: org.partido ?? '',
    uf: org.uf,
    municipio: org.municipio ?? '',
  };
}
