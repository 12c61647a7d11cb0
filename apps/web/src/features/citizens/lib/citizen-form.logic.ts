// The citizen form's values (what inputs hold) and their conversion to and from the API record.
import {
  formatCpf,
  formatPhone,
  type Citizen,
  type CITIZEN_ORIGINS,
  type EMAIL_TYPES,
  type GENDERS,
  type PHONE_TYPES,
} from '@gabinete/shared';
import type { CitizenRef } from '../components/citizen-picker.tsx';
import { addressToValues, emptyAddress, valuesToAddress, type AddressValues } from './address-values.ts';

export type PhoneRow = {
  key: string;
  number: string;
  type: (typeof PHONE_TYPES)[number];
  preferred: boolean;
  canContact: boolean;
};
export type EmailRow = {
  key: string;
  address: string;
  type: (typeof EMAIL_TYPES)[number];
  preferred: boolean;
  canContact: boolean;
};

export type CitizenFormValues = AddressValues & {
  name: string;
  socialName: string;
  nickname: string;
  cpf: string;
  rg: string;
  birthDate: string;
  gender: string | null;
  profession: string;
  phones: PhoneRow[];
  emails: EmailRow[];
  voterTitle: string;
  voterZone: string;
  voterSection: string;
  tagIds: string[];
  leader: CitizenRef | null;
  origin: string | null;
  notes: string;
};

let rowSeq = 0;
const rowKey = () => `row-${++rowSeq}`;

export const newPhone = (preferred = false): PhoneRow => ({
  key: rowKey(),
  number: '',
  type: 'celular',
  preferred,
  canContact: true,
});
export const newEmail = (preferred = false): EmailRow => ({
  key: rowKey(),
  address: '',
  type: 'pessoal',
  preferred,
  canContact: true,
});

export const emptyCitizenValues = (): CitizenFormValues => ({
  name: '',
  socialName: '',
  nickname: '',
  cpf: '',
  rg: '',
  birthDate: '',
  gender: null,
  profession: '',
  phones: [newPhone(true)],
  emails: [],
  ...emptyAddress(),
  voterTitle: '',
  voterZone: '',
  voterSection: '',
  tagIds: [],
  leader: null,
  origin: null,
  notes: '',
});

/** 'aaaa-mm-dd' → 'dd/mm/aaaa'. */
export function isoToBr(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** 'dd/mm/aaaa' → 'aaaa-mm-dd'; anything else is passed on for the schema to reject. */
export function brToIso(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text.trim();
}

/** Formats as the person types: '01021990' → '01/02/1990'. */
export function formatDateInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Título de eleitor as typed, in groups of four: '0123 4567 8901'. */
export function formatVoterTitleInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 12);
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function citizenToValues(c: Citizen): CitizenFormValues {
  return {
    name: c.name,
    socialName: c.socialName ?? '',
    nickname: c.nickname ?? '',
    cpf: formatCpf(c.cpf),
    rg: c.rg ?? '',
    birthDate: isoToBr(c.birthDate),
    gender: c.gender,
    profession: c.profession ?? '',
    phones: c.phones.map((p) => ({ ...p, key: rowKey(), number: formatPhone(p.number) })),
    emails: c.emails.map((e) => ({ ...e, key: rowKey() })),
    ...addressToValues(c),
    voterTitle: formatVoterTitleInput(c.voterTitle ?? ''),
    voterZone: c.voterZone ?? '',
    voterSection: c.voterSection ?? '',
    tagIds: c.tags.map((t) => t._id),
    leader: c.leader,
    origin: c.origin,
    notes: c.notes ?? '',
  };
}

/** The object CitizenInputSchema validates: blank rows left out, the date in ISO, the city as its IBGE code. */
export function valuesToInput(v: CitizenFormValues) {
  const phones = v.phones.filter((p) => p.number.trim());
  const emails = v.emails.filter((e) => e.address.trim());
  return {
    name: v.name,
    socialName: v.socialName,
    nickname: v.nickname,
    cpf: v.cpf,
    rg: v.rg,
    birthDate: brToIso(v.birthDate),
    gender: (v.gender as (typeof GENDERS)[number] | null) ?? null,
    profession: v.profession,
    phones: phones.map(({ number, type, preferred, canContact }) => ({
      number,
      type,
      preferred,
      canContact,
    })),
    emails: emails.map(({ address, type, preferred, canContact }) => ({
      address,
      type,
      preferred,
      canContact,
    })),
    ...valuesToAddress(v),
    voterTitle: v.voterTitle,
    voterZone: v.voterZone,
    voterSection: v.voterSection,
    tagIds: v.tagIds,
    leaderId: v.leader?._id ?? null,
    origin: (v.origin as (typeof CITIZEN_ORIGINS)[number] | null) ?? null,
    notes: v.notes,
  };
}

/**
 * Zod paths point at the filtered rows ('phones.1.number'); map them back to the rows on screen so the
 * message lands under the right input even when a blank row sits between two numbers.
 */
export function remapRowErrors(errors: Record<string, string>, v: CitizenFormValues): Record<string, string> {
  const phoneRows = v.phones.filter((p) => p.number.trim());
  const emailRows = v.emails.filter((e) => e.address.trim());
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const m = /^(phones|emails)\.(\d+)\.(\w+)$/.exec(key);
    const row = m ? (m[1] === 'phones' ? phoneRows : emailRows)[Number(m[2])] : undefined;
    if (m && row) out[`${m[1]}.${row.key}.${m[3]}`] = message;
    else out[key] = message;
  }
  return out;
}
