import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CitizenNewRoute } from '../../../../app/routes/citizens/citizen-form.route.tsx';
import { jsonResponse, loginAs, renderWithApp } from '../../../../test/render.tsx';
import { callsTo, makeCitizen, makeListItem, mockApi, uuid } from '../../lib/citizens.fixtures.ts';

let matches: unknown[] = [];
let fetchMock: ReturnType<typeof mockApi>;

beforeEach(() => {
  matches = [];
  fetchMock = mockApi({
    'POST /api/citizens/duplicates/check': () => jsonResponse(200, { matches }),
    'GET /api/geo/cep/*': (url) =>
      url.pathname.endsWith('70040010')
        ? jsonResponse(200, {
            cep: '70040010',
            street: 'SBN Quadra 2',
            neighborhood: 'Asa Norte',
            complement: null,
            cityIbge: 5300108,
            city: 'Brasília',
            uf: 'DF',
          })
        : jsonResponse(404, { code: 'CEP_NOT_FOUND', message: 'CEP não encontrado.' }),
    'POST /api/citizens': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { name: string };
      return jsonResponse(201, makeCitizen({ _id: uuid(99), name: body.name }));
    },
  });
  loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Mantine keeps notifications in a module store that outlives each test's render.
  notifications.clean();
});

/** One paste instead of a keystroke per character: the masks see the whole text at once. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Autocomplete and Select also label their listbox; the input is the one to read. */
const inputLabelled = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') ?? null;

const render = () =>
  renderWithApp(<CitizenNewRoute />, { path: '/eleitores/novo', route: '/eleitores/novo' });

describe('citizen form', () => {
  it('starts on the name and shows the schema messages under the fields', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    expect(screen.getByLabelText(/Nome completo/)).toHaveFocus();
    await fill(user, screen.getByLabelText('CPF'), '11111111111');
    await fill(user, screen.getByLabelText('Data de nascimento'), '31021990');
    await fill(user, screen.getByLabelText('Telefone 1'), '6112');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Informe o nome')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido')).toBeInTheDocument();
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido: informe DDD e número')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/citizens')).toHaveLength(0);
  }, 30_000);

  it('formats CPF, phone, date and título as they are typed', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await fill(user, screen.getByLabelText('CPF'), '52998224725');
    await fill(user, screen.getByLabelText('Telefone 1'), '61999998888');
    await fill(user, screen.getByLabelText('Data de nascimento'), '10051980');
    await fill(user, screen.getByLabelText('Título de eleitor'), '004356870906');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone 1')).toHaveValue('(61) 99999-8888');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('10/05/1980');
    expect(screen.getByLabelText('Título de eleitor')).toHaveValue('0043 5687 0906');
  }, 30_000);

  it('says on leaving the CPF that someone already has it, linking to that profile', async () => {
    const user = userEvent.setup({ delay: null });
    matches = [{ citizen: makeListItem(7, { name: 'Maria Antiga' }), matchedOn: ['cpf'] }];
    render();
    await fill(user, screen.getByLabelText('CPF'), '52998224725');
    await user.tab();

    const alert = await screen.findByRole('status');
    expect(within(alert).getByText('Eleitor já cadastrado')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Maria Antiga' })).toHaveAttribute(
      'href',
      `/eleitores/${uuid(7)}`,
    );
    expect(within(alert).getByText(/O CPF já pertence a/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/citizens/duplicates/check')[0]?.body).toEqual({
      cpf: '52998224725',
    });
  }, 30_000);

  it("offers 'Abrir o cadastro existente', never 'Salvar mesmo assim', for a CPF already held", async () => {
    const user = userEvent.setup({ delay: null });
    matches = [{ citizen: makeListItem(7, { name: 'Maria Antiga' }), matchedOn: ['cpf', 'phone'] }];
    const { router } = render();
    await fill(user, screen.getByLabelText(/Nome completo/), 'Maria Nova');
    await fill(user, screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const modal = within(await screen.findByRole('dialog'));
    expect(modal.getByText('Eleitor já cadastrado')).toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Salvar mesmo assim' })).toBeNull();
    await user.click(modal.getByRole('button', { name: 'Abrir o cadastro existente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/eleitores/${uuid(7)}`));
    expect(callsTo(fetchMock, 'POST', '/api/citizens')).toHaveLength(0);
  }, 30_000);

  it("asks 'Salvar mesmo assim?' before saving a likely duplicate, then saves", async () => {
    const user = userEvent.setup({ delay: null });
    matches = [{ citizen: makeListItem(7, { name: 'Maria Antiga' }), matchedOn: ['phone'] }];
    const { router } = render();
    await fill(user, screen.getByLabelText(/Nome completo/), 'Maria Nova');
    await fill(user, screen.getByLabelText('Telefone 1'), '61999998888');
    await fill(user, screen.getByLabelText('Data de nascimento'), '10051980');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const modal = within(await screen.findByRole('dialog'));
    expect(modal.getByText('Possível duplicado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/citizens')).toHaveLength(0);
    await user.click(modal.getByRole('button', { name: 'Salvar mesmo assim' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/eleitores/${uuid(99)}`));
    const body = callsTo(fetchMock, 'POST', '/api/citizens')[0]?.body;
    expect(body).toMatchObject({
      name: 'Maria Nova',
      birthDate: '1980-05-10',
      phones: [{ number: '+5561999998888', type: 'celular', preferred: true, canContact: true }],
    });
  }, 30_000);

  it('saves with Enter when only the name is filled', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = render();
    await fill(user, screen.getByLabelText(/Nome completo/), 'José Rápido');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/eleitores/${uuid(99)}`));
    expect(callsTo(fetchMock, 'POST', '/api/citizens/duplicates/check')).toHaveLength(0);
    expect(await screen.findByText('Eleitor salvo')).toBeInTheDocument();
  }, 30_000);

  it('fills the address from a complete CEP and keeps manual entry when the CEP is unknown', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await fill(user, screen.getByLabelText('CEP'), '70040010');
    await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('SBN Quadra 2'));
    expect(screen.getByLabelText('CEP')).toHaveValue('70040-010');
    expect(inputLabelled('Bairro')).toHaveValue('Asa Norte');
    await waitFor(() => expect(inputLabelled('Cidade')).toHaveValue('Brasília/DF'));

    await user.clear(screen.getByLabelText('CEP'));
    await fill(user, screen.getByLabelText('CEP'), '99999999');
    expect(
      await screen.findByText('CEP não encontrado. Preencha o endereço manualmente.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Logradouro')).toHaveValue('SBN Quadra 2');
    expect(screen.getByLabelText('Logradouro')).toBeEnabled();
  }, 30_000);
});
