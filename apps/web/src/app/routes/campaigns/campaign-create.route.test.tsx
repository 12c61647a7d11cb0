import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, uuid } from '../../../features/citizens/lib/citizens.fixtures.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { CampaignCreateRoute } from './campaign-create.route.tsx';

let fetchMock: ReturnType<typeof mockApi>;
beforeEach(() => {
  fetchMock = mockApi({
    'POST /api/campaigns/preview': () =>
      jsonResponse(200, { matched: 2, eligible: 1, excluded: {}, samples: [], estimate: null }),
  });
  loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
});
afterEach(() => vi.unstubAllGlobals());

const render = (route: string) =>
  renderWithApp(<CampaignCreateRoute />, { path: '/sms/campanhas/nova', route });

describe('/sms/campanhas/nova opened from the citizens list', () => {
  it("takes the list's filter as the segment", async () => {
    const tag = uuid(700);
    render(`/sms/campanhas/nova?de=eleitores&q=joao&tags=${tag}&birthMonth=3&ageMin=abc`);
    expect(await screen.findByRole('radio', { name: 'Filtro da lista de eleitores' })).toBeChecked();
    expect(screen.getByText('Os eleitores que a lista mostrava com 3 filtros.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver quem recebe' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/campaigns/preview')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST', '/api/campaigns/preview')[0]!.body!;
    expect(body.segment).toEqual({ filter: { q: 'joao', tags: [tag], birthMonth: 3 } });
  }, 20_000);

  it('asks for a filter as before when opened from the menu', async () => {
    render('/sms/campanhas/nova');
    expect(await screen.findByRole('radio', { name: 'Filtrar agora' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Filtro da lista de eleitores' })).not.toBeInTheDocument();
  }, 20_000);
});
