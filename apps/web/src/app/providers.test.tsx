import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../lib/notify.ts';
import { renderWithApp } from '../test/render.tsx';

afterEach(() => {
  notifications.clean();
  vi.mocked(window.matchMedia).mockClear();
});

async function showToast(): Promise<HTMLElement> {
  renderWithApp(
    <button type="button" onClick={() => notifySuccess('Demanda 2026/0142 movida para Solucionado')}>
      Mover
    </button>,
  );
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Mover' }));
  const toast = await screen.findByText('Demanda 2026/0142 movida para Solucionado');
  return toast.closest<HTMLElement>('[data-position]')!;
}

describe('the toasts', () => {
  it('show at the top right on a desktop, below the header, clear of map legends and the QR code', async () => {
    const box = await showToast();
    expect(box).toHaveAttribute('data-position', 'top-right');
  });

  it('show across the top on a phone', async () => {
    const phone = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as unknown as MediaQueryList;
    vi.mocked(window.matchMedia).mockImplementation(phone);
    try {
      expect(await showToast()).toHaveAttribute('data-position', 'top-center');
    } finally {
      vi.mocked(window.matchMedia).mockImplementation(
        (query: string) => ({ ...phone(query), matches: false }) as MediaQueryList,
      );
    }
  });
});
