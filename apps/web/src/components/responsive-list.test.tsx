// The phone card: its facts two per row, a long text (a message, an assunto) across the whole card.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { ListCard } from './responsive-list.tsx';

describe('ListCard', () => {
  it('puts short facts side by side and a wide field across both columns', () => {
    renderWithApp(
      <ul>
        <ListCard
          title="Thiago Andrade"
          fields={[
            { label: 'Situação', value: 'Enviada' },
            { label: 'Finalidade', value: 'Aniversário' },
            { label: 'Mensagem', value: 'Feliz aniversário, Thiago!', wide: true },
          ]}
        />
      </ul>,
    );
    const field = (label: string) => screen.getByText(label).closest<HTMLElement>('[data-field]')!;
    expect(field('Situação').style.gridColumn).toBe('');
    expect(field('Finalidade').style.gridColumn).toBe('');
    expect(field('Mensagem').style.gridColumn).toBe('1 / -1');
    expect(screen.getByText('Feliz aniversário, Thiago!')).toBeInTheDocument();
  });
});
