// Contatos de autoridades: who the office writes to, with the pronome de tratamento, vocativo, endereçamento
// and fecho chosen by the authority type and gender (DOMAIN-NOTES §2.3, after Interlegis SAAP), editable.
import { z } from 'zod';
import {
  clearable,
  DateOnlySchema,
  EmailSchema,
  PageQuerySchema,
  singleLine,
  sortSchema,
} from './common.contract.ts';

export const AUTHORITY_TYPES = [
  'chefe_poder',
  'executivo',
  'parlamentar',
  'municipal',
  'vereador',
  'judiciario',
  'juiz',
  'reitor',
  'senhoria',
  'bispo',
  'cardeal',
  'religioso',
  'particular',
] as const;
export type AuthorityType = (typeof AUTHORITY_TYPES)[number];

export const AUTHORITY_TYPE_LABELS: Record<AuthorityType, string> = {
  chefe_poder: 'Chefe de Poder (Presidente da República, do Congresso, do STF)',
  executivo: 'Ministro, Governador, Vice-Governador, Secretário estadual',
  parlamentar: 'Senador, Deputado federal ou estadual',
  municipal: 'Prefeito, Vice-Prefeito, Secretário municipal',
  vereador: 'Vereador, Presidente de Câmara Municipal',
  judiciario: 'Desembargador, Procurador, Promotor, Defensor Público',
  juiz: 'Juiz',
  reitor: 'Reitor',
  senhoria: 'Diretor, Presidente de empresa ou autarquia, Pró-Reitor, Cônsul, Oficial',
  bispo: 'Arcebispo, Bispo',
  cardeal: 'Cardeal',
  religioso: 'Padre, Pastor, Monsenhor, Cônego',
  particular: 'Outro (cidadão, entidade)',
};

export const AUTHORITY_GENDERS = ['m', 'f'] as const;
export type AuthorityGender = (typeof AUTHORITY_GENDERS)[number];
export const AUTHORITY_GENDER_LABELS: Record<AuthorityGender, string> = { m: 'Masculino', f: 'Feminino' };

/** The forms a letter to the authority uses; all five are stored on the contact and may be edited. */
export interface Tratamento {
  tratamento: string;
  abbreviation: string;
  vocativo: string;
  addressing: string;
  closing: string;
}

const HIGHER: readonly AuthorityType[] = [
  'chefe_poder',
  'executivo',
  'parlamentar',
  'municipal',
  'judiciario',
  'juiz',
  'reitor',
  'bispo',
  'cardeal',
];

/**
 * The forms for a type and gender. `cargo` completes the vocativo ('Senhor Prefeito,'); `plainFederal` is the
 * Decreto 9.758/2019 rule of the federal Executive: only 'Senhor'/'Senhora', no pronoun in the endereçamento.
 */
export function tratamentoFor(
  type: AuthorityType,
  gender: AuthorityGender,
  cargo: string,
  plainFederal = false,
): Tratamento {
  const f = gender === 'f';
  const senhor = f ? 'Senhora' : 'Senhor';
  const role = cargo.trim();
  const withRole = (head: string) => `${head}${role ? ` ${role}` : ''},`;
  const closing = HIGHER.includes(type) ? 'Respeitosamente,' : 'Atenciosamente,';
  const excelencia = {
    tratamento: 'Vossa Excelência',
    abbreviation: 'V. Exa.',
    addressing: f ? 'A Sua Excelência a Senhora' : 'A Sua Excelência o Senhor',
    closing,
  };
  if (plainFederal)
    return {
      tratamento: senhor,
      abbreviation: '',
      vocativo: withRole(senhor),
      addressing: f ? 'À Senhora' : 'Ao Senhor',
      closing,
    };
  switch (type) {
    case 'chefe_poder':
      return { ...excelencia, vocativo: withRole(f ? 'Excelentíssima Senhora' : 'Excelentíssimo Senhor') };
    case 'juiz':
      return {
        ...excelencia,
        vocativo: f ? 'Meritíssima Juíza,' : 'Meritíssimo Juiz,',
        addressing: f ? 'À Meritíssima Senhora Juíza' : 'Ao Meritíssimo Senhor Juiz',
      };
    case 'reitor':
      return {
        tratamento: 'Vossa Magnificência',
        abbreviation: 'V. Mag.ª',
        vocativo: f ? 'Magnífica Reitora,' : 'Magnífico Reitor,',
        addressing: f ? 'A Sua Magnificência a Senhora Reitora' : 'A Sua Magnificência o Senhor Reitor',
        closing,
      };
    case 'senhoria':
      return {
        tratamento: 'Vossa Senhoria',
        abbreviation: 'V. Sa.',
        vocativo: withRole(senhor),
        addressing: f ? 'À Senhora' : 'Ao Senhor',
        closing,
      };
    case 'bispo':
      return {
        tratamento: 'Vossa Excelência Reverendíssima',
        abbreviation: 'V. Exa. Revma.',
        vocativo: withRole('Excelentíssimo e Reverendíssimo Senhor'),
        addressing: 'A Sua Excelência Reverendíssima',
        closing,
      };
    case 'cardeal':
      return {
        tratamento: 'Vossa Eminência',
        abbreviation: 'V. Ema.',
        vocativo: 'Eminentíssimo e Reverendíssimo Senhor Cardeal,',
        addressing: 'A Sua Eminência Reverendíssima',
        closing,
      };
    case 'religioso':
      return {
        tratamento: 'Vossa Reverendíssima',
        abbreviation: 'V. Revma.',
        vocativo: withRole(f ? 'Reverenda' : 'Reverendo'),
        addressing: 'A Sua Reverência',
        closing,
      };
    case 'particular':
      return {
        tratamento: 'Vossa Senhoria',
        abbreviation: 'V. Sa.',
        vocativo: f ? 'Prezada Senhora,' : 'Prezado Senhor,',
        addressing: f ? 'À Senhora' : 'Ao Senhor',
        closing,
      };
    default:
      return { ...excelencia, vocativo: withRole(senhor) };
  }
}

export const AuthorityTypeSchema = z.enum(AUTHORITY_TYPES, { error: 'Escolha o tipo de autoridade' });
export const AuthorityGenderSchema = z.enum(AUTHORITY_GENDERS, { error: 'Escolha o gênero' });

const line = (max: number) =>
  singleLine()
    .max(max, `No máximo ${max} caracteres`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const AuthoritySchema = z.object({
  _id: z.string(),
  name: z.string(),
  cargo: z.string(),
  organ: z.string().nullable(),
  type: AuthorityTypeSchema,
  gender: AuthorityGenderSchema,
  plainFederal: z.boolean(),
  tratamento: z.string(),
  abbreviation: z.string(),
  vocativo: z.string(),
  addressing: z.string(),
  closing: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  street: z.string().nullable(),
  cep: z.string().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  birthday: z.string().nullable(),
  assistantName: z.string().nullable(),
  assistantPhone: z.string().nullable(),
  assistantEmail: z.string().nullable(),
  notes: z.string().nullable(),
  documentsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Authority = z.infer<typeof AuthoritySchema>;

const authorityFields = {
  name: singleLine().min(2, 'Informe o nome').max(160, 'No máximo 160 caracteres'),
  cargo: singleLine().min(2, 'Informe o cargo').max(160, 'No máximo 160 caracteres'),
  organ: line(200),
  type: AuthorityTypeSchema,
  gender: AuthorityGenderSchema,
  plainFederal: z.boolean().default(false),
  /** Omitted forms come from the type and gender (tratamentoFor); sent ones are kept as written. */
  tratamento: singleLine().max(80).optional(),
  abbreviation: singleLine().max(40).optional(),
  vocativo: singleLine().max(200).optional(),
  addressing: singleLine().max(200).optional(),
  closing: singleLine().max(80).optional(),
  phone: line(40),
  mobile: line(40),
  email: z
    .union([EmailSchema, z.literal('').transform(() => null)])
    .nullable()
    .optional(),
  street: line(200),
  cep: line(9),
  city: line(120),
  uf: line(2),
  birthday: DateOnlySchema.nullable().optional(),
  assistantName: line(160),
  assistantPhone: line(40),
  assistantEmail: z
    .union([EmailSchema, z.literal('').transform(() => null)])
    .nullable()
    .optional(),
  notes: clearable(5_000),
};

export const AuthorityInputSchema = z.object(authorityFields);
export type AuthorityInput = z.infer<typeof AuthorityInputSchema>;
export const UpdateAuthorityInputSchema = z
  .object(authorityFields)
  .partial()
  .extend({ plainFederal: z.boolean().optional() });
export type UpdateAuthorityInput = z.infer<typeof UpdateAuthorityInputSchema>;

export const AUTHORITY_SORT_COLUMNS = ['name', 'cargo', 'createdAt'] as const;
export const ListAuthoritiesQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  type: AuthorityTypeSchema.optional(),
  sort: sortSchema(AUTHORITY_SORT_COLUMNS, 'name'),
});
export type ListAuthoritiesQuery = z.infer<typeof ListAuthoritiesQuerySchema>;

export const AuthorityListItemSchema = AuthoritySchema.pick({
  _id: true,
  name: true,
  cargo: true,
  organ: true,
  type: true,
  gender: true,
  vocativo: true,
  phone: true,
  email: true,
  city: true,
  documentsCount: true,
});
export type AuthorityListItem = z.infer<typeof AuthorityListItemSchema>;

export const AuthorityListSchema = z.object({
  authorities: z.array(AuthorityListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type AuthorityList = z.infer<typeof AuthorityListSchema>;

export const AUTHORITY_ERRORS = {
  AUTHORITY_NOT_FOUND: 'Autoridade não encontrada.',
} as const;
