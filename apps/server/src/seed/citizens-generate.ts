// Builds the demo citizens deterministically (seeded PRNG): valid CPFs and títulos, E.164 phones, real bairros.
import type { citizens } from '../modules/citizens/citizens.table.ts';
import {
  FEMALE_NAMES,
  FEMALE_NICKNAMES,
  MALE_NAMES,
  MALE_NICKNAMES,
  NOTES,
  PROFESSIONS,
  JOINED_SURNAMES,
  SURNAMES,
  type Place,
} from './citizens-data.ts';

export type Rng = () => number;

/** mulberry32: small, fast and the same sequence on every machine. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => int(rng, 0, 9)).join('');

export function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** CPF check digits by the Receita Federal rule (the one isValidCpf checks). */
export function cpf(rng: Rng): string {
  const d = digits(rng, 9).split('').map(Number);
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i]! * (len + 1 - i);
    const rest = (sum * 10) % 11;
    d.push(rest === 10 ? 0 : rest);
  }
  return d.join('');
}

/** Título de eleitor: 8-digit sequence, UF code (SP 01, MG 02), two check digits (TSE rule). */
export function voterTitle(rng: Rng, ufCode: number): string {
  const n = [...digits(rng, 8).split('').map(Number), Math.floor(ufCode / 10), ufCode % 10];
  const mod = (sum: number) => {
    const rest = sum % 11;
    if (rest === 10) return 0;
    return rest === 0 && (ufCode === 1 || ufCode === 2) ? 1 : rest;
  };
  const dv1 = mod([2, 3, 4, 5, 6, 7, 8, 9].reduce((s, w, i) => s + w * n[i]!, 0));
  const dv2 = mod(n[8]! * 7 + n[9]! * 8 + dv1 * 9);
  return [...n, dv1, dv2].join('');
}

export const mobile = (rng: Rng, ddd: string) => `+55${ddd}9${int(rng, 6, 9)}${digits(rng, 7)}`;
const landline = (rng: Rng, ddd: string) => `+55${ddd}3${int(rng, 2, 8)}${digits(rng, 6)}`;

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br'];
const ORIGINS = [
  'presencial',
  'presencial',
  'telefone',
  'whatsapp',
  'whatsapp',
  'evento',
  'redes_sociais',
  'site',
  'outro',
];
const ZONES = ['33', '38', '148', '185', '243', '273', '274', '275', '380', '424'];

export type CitizenInsert = typeof citizens.$inferInsert & { id: string };
export interface Generated {
  citizen: CitizenInsert;
  phones: { number: string; type: string; preferred: boolean; canContact: boolean }[];
  emails: { address: string; type: string; preferred: boolean }[];
}

export interface GenerateOptions {
  organizationId: string;
  places: Place[];
  /** Weight of the first place (the office's city); the rest share the remainder. */
  homeWeight: number;
  ufCode: number;
  birthDate: string;
  createdAt: Date;
  registeredBy: string;
}

export function generateCitizen(rng: Rng, o: GenerateOptions): Generated {
  const female = rng() < 0.53;
  const first = pick(rng, female ? FEMALE_NAMES : MALE_NAMES);
  const middle = rng() < 0.3 ? ` ${pick(rng, female ? FEMALE_NAMES : MALE_NAMES)}` : '';
  const family = rng() < 0.35 ? pick(rng, JOINED_SURNAMES) : pick(rng, SURNAMES);
  let last = pick(rng, SURNAMES);
  while (family.endsWith(last)) last = pick(rng, SURNAMES);
  const name = `${first}${middle} ${family} ${last}`;
  const place = rng() < o.homeWeight ? o.places[0]! : pick(rng, o.places.slice(1));
  const [bairro, cepPrefix, [lat, lng]] = pick(rng, place.bairros);
  const phones: Generated['phones'] = [];
  if (rng() < 0.92) {
    phones.push({
      number: mobile(rng, place.ddd),
      type: rng() < 0.55 ? 'whatsapp' : 'celular',
      preferred: true,
      canContact: rng() > 0.08,
    });
  }
  if (rng() < 0.25) {
    phones.push({
      number: landline(rng, place.ddd),
      type: 'residencial',
      preferred: phones.length === 0,
      canContact: true,
    });
  }
  const emails: Generated['emails'] =
    rng() < 0.55
      ? [
          {
            address: `${ascii(first)}.${ascii(name.split(' ').at(-1)!)}${int(rng, 1, 99)}@${pick(rng, MAIL_DOMAINS)}`,
            type: 'pessoal',
            preferred: true,
          },
        ]
      : [];
  const hasTitle = rng() < 0.6;
  const located = rng() < 0.1;
  return {
    citizen: {
      id: uuid(rng),
      organizationId: o.organizationId,
      name,
      nickname: rng() < 0.08 ? pick(rng, female ? FEMALE_NICKNAMES : MALE_NICKNAMES) : null,
      cpf: rng() < 0.85 ? cpf(rng) : null,
      rg: rng() < 0.4 ? digits(rng, 9) : null,
      birthDate: o.birthDate,
      gender: rng() < 0.95 ? (female ? 'feminino' : 'masculino') : 'nao_informado',
      voterTitle: hasTitle ? voterTitle(rng, o.ufCode) : null,
      voterZone: hasTitle ? pick(rng, ZONES) : null,
      voterSection: hasTitle ? String(int(rng, 1, 640)) : null,
      profession: rng() < 0.6 ? pick(rng, PROFESSIONS) : null,
      cep: `${cepPrefix}${digits(rng, 3)}`,
      street: pick(rng, place.streets),
      number: String(int(rng, 10, 2400)),
      complement:
        rng() < 0.2 ? pick(rng, ['Apto 12', 'Apto 304', 'Casa 2', 'Bloco B, apto 41', 'Fundos']) : null,
      neighborhood: bairro,
      cityIbge: place.ibge,
      uf: place.uf,
      referencePoint:
        rng() < 0.1
          ? pick(rng, [
              'Perto da padaria',
              'Em frente à escola estadual',
              'Ao lado da UBS',
              'Esquina com a praça',
            ])
          : null,
      lat: located ? lat + (rng() - 0.5) * 0.01 : null,
      lng: located ? lng + (rng() - 0.5) * 0.01 : null,
      origin: pick(rng, ORIGINS),
      notes: rng() < 0.1 ? pick(rng, NOTES) : null,
      registeredBy: o.registeredBy,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
    },
    phones,
    emails,
  };
}
