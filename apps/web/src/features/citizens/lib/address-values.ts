// The address part of a form (a citizen's home, a demanda's local): empty, from the API record, and back
// to the fields the API takes (the city as its IBGE code).
import { formatCep } from '@gabinete/shared';
import type { MunicipalityValue } from '../components/municipality-select.tsx';

// A type, not an interface: the forms' values need its implicit index signature.
export type AddressValues = {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: MunicipalityValue | null;
  uf: string | null;
  referencePoint: string;
};

/** An address as the API answers it. */
interface AddressRecord {
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  cityIbge: number | null;
  city: string | null;
  uf: string | null;
  referencePoint: string | null;
}

export const emptyAddress = (): AddressValues => ({
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: null,
  uf: null,
  referencePoint: '',
});

export function addressToValues(a: AddressRecord): AddressValues {
  return {
    cep: formatCep(a.cep),
    street: a.street ?? '',
    number: a.number ?? '',
    complement: a.complement ?? '',
    neighborhood: a.neighborhood ?? '',
    city: a.cityIbge && a.city ? { ibge: a.cityIbge, name: a.city, uf: a.uf ?? '' } : null,
    uf: a.uf,
    referencePoint: a.referencePoint ?? '',
  };
}

/** The UF follows the chosen city; without one, what was picked on its own. */
export function valuesToAddress(v: AddressValues) {
  return {
    cep: v.cep,
    street: v.street,
    number: v.number,
    complement: v.complement,
    neighborhood: v.neighborhood,
    cityIbge: v.city?.ibge ?? null,
    uf: v.city?.uf || v.uf || null,
    referencePoint: v.referencePoint,
  };
}
