// Blog post page: the detail record's content and comment, a local comment, and an unknown post.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../../test/render-demo.tsx';
import { BlogDetail } from './blog-detail.tsx';

describe('the /modelo blog post', () => {
  it('shows the post and adds a comment on the page only', async () => {
    renderDemo(<BlogDetail />, { path: '/blog/1', route: 'blog/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dez pequenos hábitos de equipes tranquilas' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Equipes tranquilas anotam tudo/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentários (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar comentário' }));
    expect(screen.getByText('Escreva um comentário (ao menos 3 caracteres).')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Comentário/ }), 'Ótimo texto!');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar comentário' }));
    expect(await screen.findByRole('heading', { name: 'Comentários (2)' })).toBeInTheDocument();
    expect(screen.getByText('Ótimo texto!')).toBeInTheDocument();
    expect(await screen.findByText(/O modelo não guarda comentários/)).toBeInTheDocument();
  });

  it("shows another post's own text and as many comments as its card counts", async () => {
    renderDemo(<BlogDetail />, { path: '/blog/2', route: 'blog/:id' });
    expect(await screen.findByText(/Na sexta à noite, alimente o fermento/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentários (3)' })).toBeInTheDocument();
  });

  it('says when the post does not exist', async () => {
    renderDemo(<BlogDetail />, { path: '/blog/99', route: 'blog/:id' });
    const heading = await screen.findByRole('heading', { name: 'Post não encontrado' });
    expect(heading).toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: /Voltar para o blog/ })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});
