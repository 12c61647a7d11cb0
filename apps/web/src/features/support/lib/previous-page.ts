// The page a person was on before opening Suporte, so a new ticket says where the trouble happened.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

let previous: string | null = null;

/** The shell calls it: remembers every app page but Suporte's own. */
export function useRememberPage(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!pathname.startsWith('/suporte') && !pathname.startsWith('/plataforma/suporte')) {
      previous = `${pathname}${search}`;
    }
  }, [pathname, search]);
}

export const previousPage = (): string | null => previous;
