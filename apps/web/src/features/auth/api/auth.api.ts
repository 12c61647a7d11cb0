// Auth calls; the public ones opt out of the client's 401/403 redirects so the form shows the message.
import {
  AuthResponseSchema,
  OkSchema,
  UserDataSchema,
  type LoginInput,
  type RegisterInput,
} from '@gabinete/shared';
import { api } from '../../../lib/api-client.ts';
import { clearSession, getRefreshToken, saveSession, saveUserData } from '../../../lib/session.ts';

export const meQueryKey = ['me'] as const;

export async function login(input: LoginInput) {
  const auth = await api.post('/api/auth', input, AuthResponseSchema, { public: true });
  saveSession(auth);
  return auth.userData;
}

export async function registerOffice(input: RegisterInput) {
  const auth = await api.post('/api/jwt/register', input, AuthResponseSchema, { public: true });
  saveSession(auth);
  return auth.userData;
}

/** Ends the session on the server (best effort) and always clears it here. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken) await api.post('/api/jwt/logout', { refreshToken }, OkSchema, { public: true });
  } catch {
    // The local session ends anyway; the refresh token expires on its own.
  } finally {
    clearSession();
  }
}

/** Fresh user data (ability, trial) from the server, stored for the next start. */
export async function fetchMe() {
  const userData = await api.get('/api/me', UserDataSchema);
  saveUserData(userData);
  return userData;
}

export const requestPasswordReset = (email: string) =>
  api.put('/api/reset-password', { email }, OkSchema, { public: true });

export const setPasswordWithToken = (token: string, password: string) =>
  api.patch('/api/users/password', { token, password }, OkSchema, { public: true });

export const validateEmail = (token: string) =>
  api.patch(`/api/users/validate-email/${encodeURIComponent(token)}`, undefined, OkSchema, { public: true });

export const changeMyPassword = (currentPassword: string, newPassword: string) =>
  api.patch('/api/me/password', { currentPassword, newPassword }, OkSchema, {
    noRedirectFor: ['WRONG_PASSWORD'],
  });

export const resendValidation = () => api.post('/api/me/resend-validation', undefined, OkSchema);
