// Sets the browser tab title as 'Página · Gabinete'.
import { useEffect } from 'react';

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Gabinete` : 'Gabinete';
  }, [title]);
}
