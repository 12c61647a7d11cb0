import {
  DEFAULT_GREETING_TEMPLATES,
  greetingMergeFields,
  ROLE_PRESETS,
  type GreetingSettings,
} from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { STATUSES, ST } from '../../demands/lib/demands.fixtures.ts';
import { StatusesSettings } from '../../demands/components/statuses/statuses-settings.tsx';
import { GreetingsPanel } from './greetings-panel.tsx';

afterEach(() => vi.unstubAllGlobals());
// Forms with many fields render slowly on a loaded machine.
const SLOW = 30_000;

const SETTINGS: GreetingSettings = {
  enabled: false,
  channels: ['sms'],
  smsTemplate: 'Feliz aniversario, {{eleitor.primeiro_nome}}!',
  whatsappTemplate: DEFAULT_GREETING_TEMPLATES.whatsapp,
  sendHour: 9,
  maxPerMinute: 6,
  timeZone: 'America/Sao_Paulo',
  electionPause: null,
  mergeFields: greetingMergeFields(),
  updatedAt: null,
};
const PREVIEW = {
  day: '2026-11-29',
  dayBlocked: 'As felicitações automáticas estão desativadas.',
  items: [
    {
      citizen: { _id: 'c1', name: 'Benedita Souza' },
      channel: 'sms',
      phone: '+5519991234561',
      text: 'Feliz aniversario, Benedita!',
      skip: null,
      reason: null,
    },
    {
      citizen: { _id: 'c2', name: 'Joaquim Lima' },
      channel: null,
      phone: null,
      text: null,
      skip: 'no_consent',
      reason: 'SMS: sem consentimento para mensagem de aniversário',
    },
  ],
  toSend: 1,
  skipped: 1,
  truncated: false,
};
const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/greetings/settings': SETTINGS,
  'GET /api/greetings/preview': PREVIEW,
  'GET /api/greetings/sent': { day: '2026-11-28', messages: [] },
  'GET /api/social-links': {
    links: [
      {
        _id: 'l1',
        network: 'instagram',
        label: 'Instagram',
        url: 'https://www.instagram.com/helena',
        visible: true,
        position: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
  },
  ...extra,
});

describe('Felicitações automáticas', () => {
  it(
    'lets the admin switch greetings on, insert a link field with its preview and save',
    async () => {
      const api = mockRoutes(routes({ 'PUT /api/greetings/settings': { ...SETTINGS, enabled: true } }));
      loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
      renderWithApp(<GreetingsPanel />);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('switch', { name: /^Enviar felicitações automaticamente/ }));
      const sms = screen.getByRole('group', { name: 'Campos para Mensagem por SMS' });
      await user.click(within(sms).getByRole('button', { name: '{{gabinete.instagram}}' }));
      // The preview fills the link field with the office's visible Instagram.
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          (el.textContent ?? '').includes('Feliz aniversario, Maria!') &&
          el.textContent!.includes('https://www.instagram.com/helena'),
      );
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(api.find('PUT', '/api/greetings/settings')).toHaveLength(1));
      const body = api.find('PUT', '/api/greetings/settings')[0]!.body as { smsTemplate: string };
      expect(body).toMatchObject({ enabled: true, channels: ['sms'] });
      expect(body.smsTemplate).toContain('{{gabinete.instagram}}');
      expect(body.smsTemplate).toContain('Feliz aniversario, {{eleitor.primeiro_nome}}!');
    },
    SLOW,
  );

  it(
    "shows tomorrow's list with who is skipped and why, read-only for an assessor",
    async () => {
      mockRoutes(routes());
      loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
      renderWithApp(<GreetingsPanel />);
      expect(
        await screen.findByText('SMS: sem consentimento para mensagem de aniversário'),
      ).toBeInTheDocument();
      expect(screen.getByText('Feliz aniversario, Benedita!')).toBeInTheDocument();
      expect(screen.getByText(/As felicitações automáticas estão desativadas/)).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: /^Enviar felicitações automaticamente/ })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "turns on 'Avisar o cidadão' for a status in Configurações › Situações",
    async () => {
      const message = {
        statusId: ST.cityHall,
        statusName: 'Encaminhado para a Prefeitura',
        enabled: false,
        channel: 'sms',
        template: 'Sua demanda {{demanda.protocolo}} foi encaminhada à Prefeitura.',
        updatedAt: null,
      };
      const api = mockRoutes({
        ...routes(),
        'GET /api/demands/statuses': { statuses: STATUSES },
        'GET /api/greetings/status-messages': { messages: [message] },
        [`PUT /api/greetings/status-messages/${ST.cityHall}`]: { ...message, enabled: true },
      });
      loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
      renderWithApp(<StatusesSettings />);
      const user = userEvent.setup({ delay: null });
      await user.click(
        await screen.findByRole('button', { name: `Avisar o cidadão: ${message.statusName}` }),
      );
      await user.click(await screen.findByRole('switch', { name: /Avisar o cidadão/ }));
      expect(screen.getByText(/Sua demanda 2026\/0142 foi encaminhada à Prefeitura\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() =>
        expect(api.find('PUT', `/api/greetings/status-messages/${ST.cityHall}`)).toHaveLength(1),
      );
      expect(api.find('PUT', `/api/greetings/status-messages/${ST.cityHall}`)[0]!.body).toEqual({
        enabled: true,
        channel: 'sms',
        template: message.template,
      });
    },
    SLOW,
  );
});
