import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notifySuccess } from '../lib/notify.ts';
import { renderWithApp } from '../test/render.tsx';

afterEach(() => notifications.clean());

describe('the toasts', () => {
  it('show at the bottom centre, clear of the board card or agenda event that just moved', async () => {
    renderWithApp(
      <button type="button" onClick={() => notifySuccess('Demanda 2026/0142 movida para Solucionado')}>
        Mover
      </button>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Mover' }));
    const toast = await screen.findByText('Demanda 2026/0142 movida para Solucionado');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center');
  });
});
