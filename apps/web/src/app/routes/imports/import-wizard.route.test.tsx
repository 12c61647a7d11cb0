import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeImport } from '../../../features/imports/fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { ImportWizardRoute } from './import-wizard.route.tsx';

const imp = makeImport();
const base = `/api/imports/${imp._id}`;
const cleanRows = [
  {
    row: 2,
    values: { NOME: 'Ana Lima', CPF: '52998224725', Celular: '61999998888', Apelido: 'Aninha' },
    errors: [],
    duplicateOf: null,
  },
  {
    row: 3,
    values: { NOME: 'Bia Reis', CPF: '123', Celular: null, Apelido: null },
    errors: [],
    duplicateOf: null,
  },
];
const checkedRows = [
  cleanRows[0],
  { ...cleanRows[1], errors: [{ row: 3, field: 'CPF', message: 'CPF inválido' }] },
  {
    row: 4,
    values: { NOME: 'Maria Antiga', CPF: null, Celular: '61988887777', Apelido: null },
    errors: [],
    duplicateOf: { _id: '22222222-2222-4222-8222-222222222222', name: 'Maria Antiga da Silva' },
  },
];

let api: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  loginAs({ ability: ROLE_PRESETS.admin });
  api = mockRoutes({
    [`GET ${base}`]: imp,
    [`GET ${base}/preview`]: { import: imp, rows: cleanRows },
    'GET /api/tags': { tags: [], total: 0, page: 1, perPage: 500 },
    [`PUT ${base}/mapping`]: ({ body }) => ({
      import: { ...imp, duplicatePolicy: (body as { duplicatePolicy: string }).duplicatePolicy },
      rows: checkedRows,
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const route = `/importacoes/nova?id=${imp._id}&etapa=colunas`;

describe('/importacoes/nova', { timeout: 20_000 }, () => {
  it('maps the columns with samples, then shows the preview with row errors and duplicates', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ImportWizardRoute />, { path: '/importacoes/nova', route });

    const mapping = within(await screen.findByRole('table', { name: 'Mapeamento das colunas' }));
    expect(await mapping.findByText('Ana Lima · Bia Reis', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Atualizar o cadastro existente' }));
    await user.click(screen.getByRole('button', { name: 'Conferir linhas' }));

    await waitFor(() => expect(api.find('PUT', `${base}/mapping`)).toHaveLength(1));
    expect(api.find('PUT', `${base}/mapping`)[0]!.body).toEqual({
      mapping: { NOME: 'name', CPF: 'cpf', Celular: 'phone', Apelido: 'nickname' },
      duplicatePolicy: 'update',
      tagIds: [],
      saveMapping: true,
    });

    const preview = within(
      await screen.findByRole('table', { name: 'Prévia das linhas' }, { timeout: 5000 }),
    );
    expect(preview.getAllByText(/CPF inválido/)).toHaveLength(2);
    expect(preview.getByRole('link', { name: 'Maria Antiga da Silva' })).toHaveAttribute(
      'href',
      '/eleitores/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByText(/1 linha da prévia tem erro/)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('etapa')).toBe('previa');
  });

  it('refuses a field taken from two columns before asking the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<ImportWizardRoute />, { path: '/importacoes/nova', route });
    await user.click(
      await screen.findByRole('combobox', { name: 'Campo da coluna Apelido' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('option', { name: 'Nome' }));

    expect(await screen.findByText('Nome já está na coluna “NOME”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferir linhas' }));
    expect(await screen.findByText('Cada campo só pode vir de uma coluna.')).toBeInTheDocument();
    expect(api.find('PUT', `${base}/mapping`)).toHaveLength(0);
  });
});
