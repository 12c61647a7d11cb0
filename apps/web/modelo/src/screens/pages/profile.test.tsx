// Component tests of the profile page over GET /profile/data: header, posts, the poll and 'Carregar mais'.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT, renderDemo } from '../../test/render-demo.tsx';
import { ProfilePage } from './profile.tsx';

// Generous timeouts: the typing tests are slow when the machine is busy.
describe('the profile page', { timeout: 20_000 }, () => {
  it('shows the header and the three posts with their comments', async () => {
    renderDemo(<ProfilePage />, { path: '/perfil' });
    expect(await screen.findByRole('heading', { name: 'João Silva' })).toBeInTheDocument();
    expect(screen.getByText('Designer de produto')).toBeInTheDocument();
    const posts = screen.getAllByRole('article');
    expect(posts).toHaveLength(3);
    expect(within(posts[0]!).getByText('Que luz bonita nessa foto!')).toBeInTheDocument();
    expect(within(posts[0]!).getByText('09/12/2019, 01:16')).toBeInTheDocument();
    expect(screen.getByText('joao.silva@example.org')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(9);
  });

  it("shows the logged-in user's name in the header, whoever logs in", async () => {
    renderDemo(<ProfilePage />, { path: '/perfil', user: DEMO_CLIENT });
    expect(await screen.findByRole('heading', { level: 2, name: DEMO_CLIENT.fullName })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'João Silva' })).not.toBeInTheDocument();
  });

  it('comments on a post, votes in the poll and says there are no more posts', async () => {
    renderDemo(<ProfilePage />, { path: '/perfil' });
    const post = (await screen.findAllByRole('article'))[1]!;
    await userEvent.type(within(post).getByRole('textbox'), 'Que bela foto!{Enter}');
    expect(within(post).getByText('Que bela foto!')).toBeInTheDocument();
    expect(within(post).getByText('João Silva')).toBeInTheDocument();

    expect(screen.getByText('82%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Direto no código' }));
    // 82 and 18 votes, one more for 'Direto no código': 82/101 and 19/101.
    expect(screen.getByText('81%')).toBeInTheDocument();
    expect(screen.getByText('19%')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rascunho no papel primeiro' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(screen.getByRole('status')).toHaveTextContent('Não há mais publicações.');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
