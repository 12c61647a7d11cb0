import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { CampaignProgress } from './campaign-badges.tsx';
import { CampaignPreviewCard } from './campaign-preview-card.tsx';

describe('CampaignPreviewCard', () => {
  it('shows who receives, the cost, each exclusion reason with its count and excluded people', () => {
    renderWithApp(
      <CampaignPreviewCard
        preview={{
          matched: 1250,
          eligible: 1180,
          excluded: {
            sem_contato: 20,
            contato_invalido: 0,
            sem_consentimento: 40,
            descadastrado: 6,
            suprimido: 1,
            duplicado: 3,
          },
          sample: [{ citizen: { _id: 'a', name: 'Joana Prado' }, reason: 'descadastrado' }],
          segmentLabel: 'Bairro: Centro',
          example: null,
          segments: 1,
          encoding: 'GSM-7',
          costCents: 10_620,
        }}
      />,
    );
    expect(screen.getByTestId('campaign-eligible').textContent).toBe('1.180 eleitores vão receber');
    expect(screen.getByText(/custo estimado R\$ 106,20/)).toBeTruthy();
    expect(screen.getByText('Sem consentimento para este canal e finalidade')).toBeTruthy();
    expect(screen.queryByText('Celular ou e-mail inválido')).toBeNull();
    expect(screen.getByText('Joana Prado')).toBeTruthy();
    // Once in the table of reasons, once beside the excluded person.
    expect(screen.getAllByText('Pediu para não receber (descadastrado)')).toHaveLength(2);
  });

  it('says when nobody can receive it', () => {
    renderWithApp(
      <CampaignPreviewCard
        preview={{
          matched: 2,
          eligible: 0,
          excluded: {
            sem_contato: 0,
            contato_invalido: 0,
            sem_consentimento: 2,
            descadastrado: 0,
            suprimido: 0,
            duplicado: 0,
          },
          sample: [],
          segmentLabel: 'Todos os eleitores',
          example: null,
          segments: null,
          encoding: null,
          costCents: null,
        }}
      />,
    );
    expect(screen.getByText(/Nenhum destinatário elegível/)).toBeTruthy();
  });
});

describe('CampaignProgress', () => {
  it('counts sent, failed and skipped as done', () => {
    renderWithApp(
      <CampaignProgress
        counts={{ total: 200, pending: 50, sent: 140, delivered: 120, failed: 6, optedOut: 4 }}
      />,
    );
    expect(screen.getByTestId('campaign-progress-text').textContent).toBe('150 de 200 (75%)');
  });
});
