// CEP lookup (normalised to the IBGE table) and where the office's maps open.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CepAddressSchema, MapConfigSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { cepProvider } from './cep-provider.ts';
import { findMunicipality, findMunicipalityByName } from './geo.repository.ts';

type CepAddress = z.infer<typeof CepAddressSchema>;
type MapConfig = z.infer<typeof MapConfigSchema>;

const BRAZIL = { center: [-14.2, -51.9] as [number, number], zoom: 4 };
const CITY_ZOOM = 12;

/** `cep` has 8 digits (CepParamsSchema). */
export async function lookupCep(deps: AppDeps, cep: string): Promise<CepAddress> {
  const found = await cepProvider(deps.env)(cep);
  if (!found) throw new AppError('CEP_NOT_FOUND', 404);
  const { db } = deps.database;
  // The provider's IBGE code counts only when the municipality is known; else try its name and UF.
  const city =
    (found.ibge ? await findMunicipality(db, found.ibge) : undefined) ??
    (found.city && found.uf ? await findMunicipalityByName(db, found.city, found.uf) : undefined);
  return {
    cep,
    street: found.street,
    neighborhood: found.neighborhood,
    complement: found.complement,
    cityIbge: city?.ibge ?? null,
    city: city?.name ?? found.city,
    uf: city?.uf ?? found.uf,
  };
}

export async function mapConfig(deps: AppDeps, tenant: Tenant): Promise<MapConfig> {
  const { db } = deps.database;
  const [org] = await db
    .select({ municipio: organizations.municipio, uf: organizations.uf })
    .from(organizations)
    .where(eq(organizations.id, tenant.organizationId));
  const city = org?.municipio && org.uf ? await findMunicipalityByName(db, org.municipio, org.uf) : undefined;
  return {
    tileUrl: deps.env.MAP_TILE_URL,
    attribution: deps.env.MAP_TILE_ATTRIBUTION,
    ...(city ? { center: [city.lat, city.lng], zoom: CITY_ZOOM } : BRAZIL),
  };
}
