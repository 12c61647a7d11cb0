// Municipalities (IBGE), CEP lookup and the map settings (issue 3).
import { z } from 'zod';
import { UfSchema } from './common.contract.ts';

export const MunicipalitySchema = z.object({
  ibge: z.number().int(),
  name: z.string(),
  uf: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Municipality = z.infer<typeof MunicipalitySchema>;
export const MunicipalitySearchQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  uf: UfSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const MunicipalityListSchema = z.object({ municipalities: z.array(MunicipalitySchema) });

export const CepParamsSchema = z.object({
  cep: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length === 8, 'CEP inválido: use 8 dígitos'),
});
export const CepAddressSchema = z.object({
  cep: z.string(),
  street: z.string().nullable(),
  neighborhood: z.string().nullable(),
  complement: z.string().nullable(),
  cityIbge: z.number().int().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
});

export const MapConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  /** Where the office's map opens (its city, else Brazil). */
  center: z.tuple([z.number(), z.number()]),
  zoom: z.number().int(),
});
