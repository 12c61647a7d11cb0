// Blog edit form: filled from the edit record, pt-BR validation, and the notice that nothing is stored.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { BlogEdit } from './blog-edit.tsx';

describe('the /modelo blog edit form', () => {
  it('checks the title and slug in pt-BR, then says the model does not store the post', async () => {
    renderDemo(<BlogEdit />, { path: '/blog/1/editar', route: 'blog/:id/editar' });
    const title = await screen.findByRole('textbox', { name: /Título/ });
    expect(title).toHaveValue('Dez pequenos hábitos de equipes tranquilas');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue(
      'dez-pequenos-habitos-de-equipes-tranquilas',
    );
    await userEvent.clear(title);
    await userEvent.clear(screen.getByRole('textbox', { name: /Slug/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Slug/ }), 'Com Espaço');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe o título.')).toBeInTheDocument();
    expect(screen.getByText(/Use só letras minúsculas/)).toBeInTheDocument();
    expect(screen.queryByText(/O modelo não guarda posts/)).not.toBeInTheDocument();
    // Pasted, not typed key by key: 25 re-renders of the form per field took most of the test's time on a busy CI.
    await userEvent.click(title);
    await userEvent.paste('Hábitos de equipes calmas');
    await userEvent.clear(screen.getByRole('textbox', { name: /Slug/ }));
    await userEvent.paste('habitos-calmos');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByText('Informe o título.')).not.toBeInTheDocument();
    expect(await screen.findByText(/O modelo não guarda posts/)).toBeInTheDocument();
  }, 20_000);

  it('edits another post from its list entry', async () => {
    renderDemo(<BlogEdit />, { path: '/blog/2/editar', route: 'blog/:id/editar' });
    expect(await screen.findByRole('textbox', { name: /Título/ })).toHaveValue(
      'Guia de fim de semana para o pão de fermentação natural',
    );
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue(
      'guia-de-fim-de-semana-para-o-pao-de-fermentacao-natural',
    );
  });

  it('shows a pt-BR not-found state for an unknown post', async () => {
    renderDemo(<BlogEdit />, { path: '/blog/42/editar', route: 'blog/:id/editar' });
    expect(await screen.findByRole('heading', { name: 'Post não encontrado' })).toBeInTheDocument();
  });
});
