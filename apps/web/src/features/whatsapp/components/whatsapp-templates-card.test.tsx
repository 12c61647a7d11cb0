import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhatsappTemplate } from '@gabinete/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { WhatsappTemplatePicker } from './whatsapp-template-picker.tsx';
import { WhatsappTemplatesCard } from './whatsapp-templates-card.tsx';

const template = (extra: Partial<WhatsappTemplate> = {}): WhatsappTemplate => ({
  _id: 't-1',
  name: 'convite_audiencia',
  language: 'pt_BR',
  category: 'MARKETING',
  body: 'Olá {{1}}! O {{2}} convida você para a audiência pública.',
  params: ['eleitor.primeiro_nome', 'gabinete.nome'],
  status: 'APPROVED',
  usable: true,
  syncedAt: '2026-11-20T12:00:00.000Z',
  ...extra,
});
const pending = template({ _id: 't-2', name: 'aviso_obra', status: 'PENDING', usable: false });

let routes: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  loginAs();
  routes = mockRoutes({
    'GET /api/whatsapp/templates': { templates: [template(), pending] },
    'POST /api/whatsapp/templates/sync': { templates: [template({ status: 'PAUSED' })], pausedCampaigns: 1 },
  });
});

describe('the WhatsApp templates card', () => {
  it('explains why bulk sending is refused on WPPConnect or the simulator, with no sync button', () => {
    renderWithApp(<WhatsappTemplatesCard provider="wppconnect" />);
    expect(screen.getByText(/não são a API oficial do WhatsApp/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sincronizar modelos' })).not.toBeInTheDocument();
  });

  it("lists the Cloud API templates with Meta's status and syncs them", async () => {
    renderWithApp(<WhatsappTemplatesCard provider="cloud-api" />);
    expect(await screen.findByText('convite_audiencia')).toBeInTheDocument();
    expect(screen.getByText('Aprovado')).toBeInTheDocument();
    expect(screen.getByText('Em análise')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar modelos' }));
    await waitFor(() => expect(routes.find('POST', '/api/whatsapp/templates/sync')).toHaveLength(1));
    expect(await screen.findByText('Pausado pela Meta')).toBeInTheDocument();
  }, 20_000);
});

describe('the campaign template picker', () => {
  it('previews the chosen template with its parameters filled', () => {
    renderWithApp(
      <WhatsappTemplatePicker
        value={template()}
        onChange={() => {}}
        source={{ citizenName: 'Maria da Silva', officeName: 'Gabinete Ana Souza', links: [] }}
      />,
    );
    expect(screen.getByTestId('whatsapp-template-preview')).toHaveTextContent(
      'Olá Maria! O Gabinete Ana Souza convida você para a audiência pública.',
    );
  });
});
