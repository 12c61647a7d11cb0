// The own office's profile and logo (GET/PUT /api/organization, POST/DELETE /api/organization/logo), how the
// installation sends e-mail (GET /api/organization/email) and my own preferences (PUT /api/me/preferences).
import {
  EmailSettingsSchema,
  OrganizationSchema,
  UserDataSchema,
  type OrganizationProfileInput,
  type UserPreferencesInput,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Any user of the office may read its profile (the dashboard's greeting shows it). */
export const ownOrganizationQuery = () =>
  queryOptions({
    queryKey: ['organization', 'own'] as const,
    queryFn: ({ signal }) => api.get('/api/organization', OrganizationSchema, { signal }),
  });

export const updateOwnOrganization = (input: OrganizationProfileInput) =>
  api.put('/api/organization', input, OrganizationSchema);

export function uploadOwnLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  return api.upload('POST', '/api/organization/logo', form, OrganizationSchema);
}

export const removeOwnLogo = () => api.del('/api/organization/logo', OrganizationSchema);

export const emailSettingsQuery = () =>
  queryOptions({
    queryKey: ['organization', 'email'] as const,
    queryFn: ({ signal }) => api.get('/api/organization/email', EmailSettingsSchema, { signal }),
  });

/** Saves the caller's own preferences; answers the fresh session data (saveUserData applies it). */
export const updateMyPreferences = (input: UserPreferencesInput) =>
  api.put('/api/me/preferences', input, UserDataSchema);
