import { AUTHORITY_TYPES, ROLE_PRESETS } from '@gabinete/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { OficioAiButton } from './oficio-ai-button.tsx';

const SETTINGS = {
  provider: 'demo',
  isDemo: true,
  baseUrl: null,
  model: 'gabinete-demo-1',
  hasApiKey: false,
  monthlyTokenLimit: 200000,
  month: '2026-11',
  monthTokens: 0,
  monthCalls: 0,
  updatedAt: null,
};
const PREFEITO = {
  _id: 'au-1',
  name: 'Dário Saadi',
  cargo: 'Prefeito Municipal de Campinas',
  organ: 'Prefeitura Municipal de Campinas',
  type: AUTHORITY_TYPES[0],
  gender: 'm',
  vocativo: 'Senhor Prefeito,',
  phone: null,
  email: null,
  city: 'Campinas',
  documentsCount: 1,
};
const DOCUMENT = {
  _id: 'doc-1',
  kind: 'oficio',
  status: 'emitido',
  identifier: 'OF-12/2026',
  number: 12,
  year: 2026,
  subject: 'Poda de árvore',
  authority: { _id: 'au-1', name: 'Dário Saadi' },
  demand: { _id: 'd-1', protocol: '2026/000123', title: 'Poda de árvore' },
  citizen: null,
  emittedAt: '2026-11-20T13:00:00.000Z',
  replyDueDate: null,
  overdue: false,
  updatedAt: '2026-11-20T13:00:00.000Z',
  recipientName: 'Dário Saadi',
};
const ndjson = (events: object[]) =>
  new Response(events.map((e) => `${JSON.stringify(e)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('Gerar documento com IA', () => {
  it('drafts an indicação through the ofício path, addressed to the recipient of the demanda’s document', async () => {
    loginAs({ role: 'assessor', ability: ROLE_PRESETS.assessor });
    const api = mockRoutes({
      'GET /api/ai/settings': SETTINGS,
      'GET /api/authorities': { authorities: [PREFEITO], total: 1, page: 1, perPage: 100 },
      'GET /api/documents': { documents: [DOCUMENT], total: 1, page: 1, perPage: 20 },
      'POST /api/ai/suggestions/oficio': () =>
        ndjson([
          { type: 'start', model: 'gabinete-demo-1', isDemo: true },
          { type: 'delta', text: 'Assunto: Indicação — Poda de árvore.\n\nIndica ao Poder Executivo…' },
          { type: 'done' },
        ]),
    });
    renderWithApp(<OficioAiButton demandId="d-1" demandTitle="Poda de árvore" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar documento com IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ofício com IA' });
    await userEvent.click(within(dialog).getByText('Indicação'));
    await screen.findByRole('dialog', { name: 'Indicação com IA' });
    const recipient = within(dialog).getByRole('combobox', { name: 'Destinatário' });
    await vi.waitFor(() => expect(recipient).toHaveValue('Dário Saadi — Prefeito Municipal de Campinas'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar sugestão' }));
    const text = await within(dialog).findByRole('textbox', { name: /Texto sugerido da indicação/ });
    await vi.waitFor(() =>
      expect((text as HTMLTextAreaElement).value).toContain('Indica ao Poder Executivo'),
    );
    expect(within(dialog).getByText('Sugestão gerada por IA')).toBeInTheDocument();
    expect(api.find('POST', '/api/ai/suggestions/oficio')[0]!.body).toEqual({
      demandId: 'd-1',
      kind: 'indicacao',
      authorityId: 'au-1',
    });
  });
});
