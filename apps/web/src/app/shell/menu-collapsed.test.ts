import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MENU_COLLAPSED_KEY,
  readMenuCollapsed,
  useMenuCollapsed,
  writeMenuCollapsed,
} from './menu-collapsed.ts';

describe('menu-collapsed preference', () => {
  it("is stored under 'menuCollapsed' as 'true'/'false'", () => {
    expect(MENU_COLLAPSED_KEY).toBe('menuCollapsed');
    writeMenuCollapsed(true);
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
    writeMenuCollapsed(false);
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
  });

  it('starts expanded when nothing is stored', () => {
    expect(readMenuCollapsed()).toBe(false);
  });

  it('starts from the stored value and writes every toggle', () => {
    localStorage.setItem('menuCollapsed', 'true');
    const { result } = renderHook(() => useMenuCollapsed());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('menuCollapsed')).toBe('false');

    // A new page load reads what was written.
    const again = renderHook(() => useMenuCollapsed());
    expect(again.result.current[0]).toBe(false);
  });
});
