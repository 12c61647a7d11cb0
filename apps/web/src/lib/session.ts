// The stored session (spec §3): userData, accessToken and refreshToken in local storage, observable by React.
import { useSyncExternalStore } from 'react';
import { UserDataSchema, type AuthResponse, type UserData } from '@gabinete/shared';
import { setOfficeTimeZone } from './format.ts';

export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: UserData | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored user data, parsed once per stored string; null when absent or unreadable. */
export function getUserData(): UserData | null {
  const raw = readStorage(STORAGE_KEYS.userData);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed = UserDataSchema.safeParse(JSON.parse(raw));
      if (parsed.success) cachedUser = parsed.data;
    } catch {
      cachedUser = null;
    }
  }
  setOfficeTimeZone(cachedUser?.timeZone);
  return cachedUser;
}

/** True when something is stored under `userData`, even if it no longer parses. */
export function hasStoredUserData(): boolean {
  return readStorage(STORAGE_KEYS.userData) !== null;
}

export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

/** Stores what login, register and refresh answer. */
export function saveSession(auth: AuthResponse): void {
  window.localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(auth.userData));
  window.localStorage.setItem(STORAGE_KEYS.accessToken, auth.accessToken);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, auth.refreshToken);
  expiry = null;
  emit();
}

/** Replaces the stored user data (after GET /api/me or a profile change). */
export function saveUserData(userData: UserData): void {
  const raw = JSON.stringify(userData);
  if (raw === readStorage(STORAGE_KEYS.userData)) return;
  window.localStorage.setItem(STORAGE_KEYS.userData, raw);
  emit();
}

/** Clears the three session keys (spec §4, §8). */
export function clearSession(): void {
  window.localStorage.removeItem(STORAGE_KEYS.userData);
  window.localStorage.removeItem(STORAGE_KEYS.accessToken);
  window.localStorage.removeItem(STORAGE_KEYS.refreshToken);
  emit();
}

/** Why the last session ended on its own (a 401), and the page it was on: the login page says so once. */
export interface SessionExpiry {
  from: string | undefined;
}
let expiry: SessionExpiry | null = null;

export function noteSessionExpired(from: string | undefined): void {
  expiry = { from };
}

/** The note left by the last expiry (null when the user left on their own or logged in since). */
export function takeSessionExpiry(): SessionExpiry | null {
  const note = expiry;
  expiry = null;
  return note;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The logged-in user's data, or null for a visitor; re-renders when the session changes. */
export function useUserData(): UserData | null {
  return useSyncExternalStore(subscribeSession, getUserData, () => null);
}
