// Offices: the platform admin creates, edits, suspends and reactivates them; an office admin edits its own profile.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { organizationRoom, trialDaysLeft } from '@gabinete/shared';
import type {
  CreateOrganizationInput,
  ListOrganizationsQuerySchema,
  Organization,
  OrganizationProfileInput,
  UpdateOrganizationInputSchema,
} from '@gabinete/shared';
import type { EmailSettings } from '@gabinete/shared';
import type { Env } from '../../config/env.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { imageExtension, removeImage, saveImage } from '../../lib/images.ts';
import { signUpload } from '../../lib/upload-urls.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { inviteMail } from '../auth/emails.ts';
import { issueLinkToken } from '../auth/link-tokens.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import {
  findOrganization,
  selectOrganizationPage,
  type OrganizationWithCount,
} from './organizations.repository.ts';
import { runOfficeSetup } from './office-setup.ts';
import { forgetOfficeTimeZone } from './office-time-zone.ts';
import { organizations } from './organizations.table.ts';

export function toOrganization(row: OrganizationWithCount): Organization {
  return {
    _id: row.id,
    name: row.name,
    representativeName: row.representativeName,
    cargo: row.cargo,
    partido: row.partido,
    uf: row.uf,
    municipio: row.municipio,
    logo: signUpload(row.logo),
    timeZone: row.timeZone,
    accentColor: row.accentColor,
    status: row.status,
    isTrial: row.isTrial,
    isPlatform: row.isPlatform,
    usersCount: row.usersCount,
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
    trialDaysLeft: row.isTrial ? Math.max(0, trialDaysLeft(row.createdAt)) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getOrganization(deps: AppDeps, id: string): Promise<Organization> {
  const row = await findOrganization(deps.database.db, id);
  if (!row) throw new AppError('ORGANIZATION_NOT_FOUND', 404);
  return toOrganization(row);
}

export async function listOrganizations(deps: AppDeps, query: z.infer<typeof ListOrganizationsQuerySchema>) {
  const { rows, total } = await selectOrganizationPage(deps.database.db, query);
  return { organizations: rows.map(toOrganization), total, page: query.page, perPage: query.perPage };
}

export async function updateOrganization(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: OrganizationProfileInput & z.infer<typeof UpdateOrganizationInputSchema>,
): Promise<Organization> {
  const { db } = deps.database;
  const before = await getOrganization(deps, id);
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(organizations.id, id));
    // Leaving the trial converts every user of the office.
    if (input.isTrial !== undefined)
      await tx.update(users).set({ isTrial: input.isTrial }).where(eq(users.organizationId, id));
  });
  forgetPrincipal();
  forgetOfficeTimeZone(id);
  deps.realtime.recheck(organizationRoom(id));
  await audit(db, {
    organizationId: id,
    userId: tenant.userId,
    action: 'update',
    entity: 'organization',
    entityId: id,
    data: { before, changes: input },
  });
  return getOrganization(deps, id);
}

export async function setOrganizationStatus(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  status: 'active' | 'suspended',
): Promise<Organization> {
  const org = await getOrganization(deps, id);
  if (org.isPlatform)
    throw new AppError('FORBIDDEN', 409, 'A organização da plataforma não pode ser suspensa.');
  await deps.database.db
    .update(organizations)
    .set({ status, updatedAt: new Date() })
    .where(eq(organizations.id, id));
  forgetPrincipal();
  deps.realtime.recheck(organizationRoom(id));
  await audit(deps.database.db, {
    organizationId: id,
    userId: tenant.userId,
    action: status === 'active' ? 'reactivate' : 'suspend',
    entity: 'organization',
    entityId: id,
  });
  return getOrganization(deps, id);
}

export async function createOrganization(
  deps: AppDeps,
  tenant: Tenant,
  input: CreateOrganizationInput,
): Promise<Organization> {
  const { db } = deps.database;
  if (await findUserByEmail(db, input.adminEmail))
    throw new AppError('EMAIL_IN_USE', 409, 'O e-mail do administrador já está em uso.');
  const { adminName, adminEmail, ...profile } = input;
  const { org, admin } = await db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values(profile).returning();
    const [admin] = await tx
      .insert(users)
      .values({
        organizationId: org!.id,
        name: adminName,
        email: adminEmail,
        role: 'admin',
        isTrial: profile.isTrial,
      })
      .returning();
    await runOfficeSetup(tx, org!.id);
    return { org: org!, admin: admin! };
  });
  const token = await issueLinkToken(db, admin.id, 'invite');
  await deps.mailer.send(
    inviteMail(
      admin.email,
      admin.name,
      org.name,
      tenant.name,
      `${deps.env.appUrl}/definir-senha?token=${token}`,
    ),
  );
  await audit(db, {
    organizationId: org.id,
    userId: tenant.userId,
    action: 'create',
    entity: 'organization',
    entityId: org.id,
  });
  return getOrganization(deps, org.id);
}

const LOGO_TYPES = ['png', 'jpg', 'webp'];
function isLogoImage(bytes: Buffer): boolean {
  try {
    return LOGO_TYPES.includes(imageExtension(bytes));
  } catch {
    return false;
  }
}

/** What the installation sends e-mail with: the SMTP host (never its credentials) or the local outbox. */
export function emailSettings(env: Env): EmailSettings {
  if (!env.SMTP_URL) return { from: env.MAIL_FROM, transport: 'outbox', smtpHost: null };
  const url = URL.canParse(env.SMTP_URL) ? new URL(env.SMTP_URL) : null;
  const smtpHost = url ? (url.port ? `${url.hostname}:${url.port}` : url.hostname) : null;
  return { from: env.MAIL_FROM, transport: 'smtp', smtpHost };
}

export async function setOrganizationLogo(
  deps: AppDeps,
  tenant: Tenant,
  bytes: Buffer | null,
): Promise<Organization> {
  const current = await getOrganization(deps, tenant.organizationId);
  // A logo goes on every document and in the header: PNG, JPEG or WebP only (no GIF animation).
  if (bytes && !isLogoImage(bytes))
    throw new AppError('FILE_TYPE', 415, 'Envie o logotipo em PNG, JPG ou WEBP (até 1 MB).');
  const logo = bytes ? await saveImage(deps.uploadsDir, 'logos', bytes) : null;
  await deps.database.db
    .update(organizations)
    .set({ logo, updatedAt: new Date() })
    .where(eq(organizations.id, tenant.organizationId));
  await removeImage(deps.uploadsDir, current.logo);
  return getOrganization(deps, tenant.organizationId);
}
