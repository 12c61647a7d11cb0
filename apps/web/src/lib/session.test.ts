import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseUserData } from '../test/render.tsx';
import { clearSession, getUserData, saveSession, useUserData } from './session.ts';

const auth = { userData: baseUserData, accessToken: 'a', refreshToken: 'r'.repeat(30) };

describe('session storage', () => {
  it('stores userData, accessToken and refreshToken under the spec keys', () => {
    saveSession(auth);
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toMatchObject({
      user_id: 'u-admin',
      organization_id: 'o1',
      ability: baseUserData.ability,
    });
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r'.repeat(30));
  });

  it('ignores unreadable stored user data', () => {
    localStorage.setItem('userData', '{not json');
    expect(getUserData()).toBeNull();
    localStorage.setItem('userData', JSON.stringify({ user_id: 'x' }));
    expect(getUserData()).toBeNull();
  });

  it('re-renders subscribers on login and logout', () => {
    const { result } = renderHook(() => useUserData());
    expect(result.current).toBeNull();
    act(() => saveSession(auth));
    expect(result.current?.name).toBe('Ana Souza');
    act(() => clearSession());
    expect(result.current).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
