// The menu-collapsed preference (spec §2), kept in local storage as 'true'/'false' across reloads.
import { useCallback, useState } from 'react';

export const MENU_COLLAPSED_KEY = 'menuCollapsed';

export function readMenuCollapsed(): boolean {
  try {
    return window.localStorage.getItem(MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeMenuCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(MENU_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Private mode may refuse storage; the preference then lasts for this page only.
  }
}

export function useMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readMenuCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((prev) => {
      writeMenuCollapsed(!prev);
      return !prev;
    });
  }, []);
  return [collapsed, toggle];
}
