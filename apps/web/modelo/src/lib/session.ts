// The /modelo area's own session: the template's userData and tokens, under keys of their own so they never
// meet the office session in the same browser.
import { useSyncExternalStore } from 'react';

export interface DemoAbilityRule {
  action: string;
  subject: string;
}

export interface DemoUserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: string;
  ability: DemoAbilityRule[];
  extras?: { eCommerceCartItemsCount?: number };
}

const ROLE_LABEL: Record<string, string> = { admin: 'Administrador', client: 'Cliente' };

/** The template role in pt-BR (an unknown role is shown as it is). */
export const roleLabel = (role: string | undefined): string => (role ? (ROLE_LABEL[role] ?? role) : '');

export const DEMO_KEYS = {
  userData: 'modelo.userData',
  accessToken: 'modelo.accessToken',
  refreshToken: 'modelo.refreshToken',
} as const;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: DemoUserData | null = null;

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export function getDemoUser(): DemoUserData | null {
  const raw = read(DEMO_KEYS.userData);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? (JSON.parse(raw) as DemoUserData) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export const getDemoAccessToken = (): string | null => read(DEMO_KEYS.accessToken);
export const getDemoRefreshToken = (): string | null => read(DEMO_KEYS.refreshToken);

const emit = () => listeners.forEach((listener) => listener());

export function saveDemoSession(session: {
  userData: DemoUserData;
  accessToken: string;
  refreshToken?: string;
}): void {
  window.localStorage.setItem(DEMO_KEYS.userData, JSON.stringify(session.userData));
  window.localStorage.setItem(DEMO_KEYS.accessToken, session.accessToken);
  if (session.refreshToken) window.localStorage.setItem(DEMO_KEYS.refreshToken, session.refreshToken);
  else window.localStorage.removeItem(DEMO_KEYS.refreshToken);
  window.localStorage.removeItem(EXPIRED_KEY);
  emit();
}

/** Set when the session ended by itself (the refresh token ran out after 10 idle minutes). */
const EXPIRED_KEY = 'modelo.sessionExpired';

export function clearDemoSession(): void {
  for (const key of Object.values(DEMO_KEYS)) window.localStorage.removeItem(key);
  window.localStorage.removeItem(EXPIRED_KEY);
  emit();
}

/** Ends a session the back end no longer renews, so the login can say 'Sua sessão expirou'. */
export function expireDemoSession(): void {
  for (const key of Object.values(DEMO_KEYS)) window.localStorage.removeItem(key);
  window.localStorage.setItem(EXPIRED_KEY, '1');
  emit();
}

/** Whether the last session ended by itself (cleared by the next login or a 'Sair'). */
export const demoSessionExpired = (): boolean => read(EXPIRED_KEY) === '1';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('modelo.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The logged-in template user, or null; re-renders on login, logout and other tabs' changes. */
export function useDemoUser(): DemoUserData | null {
  return useSyncExternalStore(subscribe, getDemoUser, () => null);
}
