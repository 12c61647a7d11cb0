import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { DuplicatesRoute } from '../../../app/routes/duplicates/duplicates.route.tsx';
import { makeCitizen } from '../../citizens/lib/citizens.fixtures.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const a = makeCitizen({ _id: A, name: 'Jose Lima Loureiro', profession: 'Contador', origin: 'whatsapp' });
const b = makeCitizen({ _id: B, name: 'José de Lima Loureiro', profession: 'Professor', origin: 'telefone' });

let api: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  loginAs({ ability: ROLE_PRESETS.admin });
  api = mockRoutes({
    [`GET /api/citizens/${A}`]: a,
    [`GET /api/citizens/${B}`]: b,
    [`POST /api/citizens/${B}/merge`]: { ...b, profession: 'Contador' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Comparar e mesclar', { timeout: 20_000 }, () => {
  it('keeps the chosen record and sends the values picked from the other one', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<DuplicatesRoute />, {
      path: '/eleitores/duplicados',
      route: `/eleitores/duplicados?a=${A}&b=${B}`,
    });
    await screen.findByRole('table', { name: 'Comparação dos cadastros' }, { timeout: 5000 });

    // Keep B, but take A's profession; B's name and origin stay.
    await user.click(screen.getAllByRole('radio', { name: /^Manter o cadastro [AB] \(/ })[1]!);
    await user.click(screen.getByRole('radio', { name: 'Profissão: manter “Contador” (cadastro A)' }));
    expect(screen.getByText('O cadastro B (José de Lima Loureiro) fica e recebe:')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mesclar cadastros' }));
    expect(
      await screen.findByText('Mesclar Jose Lima Loureiro em José de Lima Loureiro?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mesclar' }));

    await waitFor(() => expect(api.find('POST', `/api/citizens/${B}/merge`)).toHaveLength(1));
    expect(api.find('POST', `/api/citizens/${B}/merge`)[0]!.body).toEqual({
      duplicateId: A,
      takeFromDuplicate: ['profession'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/eleitores/${B}`));
  });
});
