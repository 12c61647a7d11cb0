// Colour scheme (claro/escuro/automático) and accent colour: the user's scheme is kept on the server
// (UserData.colorScheme) and mirrored in local storage, which public/color-scheme.js reads before the first
// paint; the office's accent colour (UserData.accentColor) becomes Mantine's primaryColor.
import { localStorageColorSchemeManager, useMantineColorScheme } from '@mantine/core';
import { ACCENT_COLORS, type ColorScheme } from '@gabinete/shared';
import { useEffect } from 'react';
import { useUserData } from '../lib/session.ts';

/** Mantine's default key: public/color-scheme.js reads the same one. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** The office's accent colour when it is one of the palette names offered, else the default blue. */
export function accentColorOf(value: string | undefined): string {
  return ACCENT_COLORS.some((c) => c.value === value) ? value! : 'blue';
}

/** Applies the signed-in user's stored scheme whenever it changes (login, GET /api/me, another tab). */
export function useSyncColorScheme(): void {
  const scheme: ColorScheme | undefined = useUserData()?.colorScheme;
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The stored value is the truth: a change made on screen is saved to the server first, then lands here.
  useEffect(() => {
    if (scheme && scheme !== colorScheme) setColorScheme(scheme);
  }, [scheme, colorScheme, setColorScheme]);
}
