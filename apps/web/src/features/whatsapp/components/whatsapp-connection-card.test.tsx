import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhatsappConnection } from '@gabinete/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { WhatsappConnectionCard } from './whatsapp-connection-card.tsx';

const connection = (extra: Partial<WhatsappConnection> = {}): WhatsappConnection => ({
  provider: 'simulator',
  status: 'inChat',
  bucket: 'connected',
  label: 'Conectado ao WhatsApp',
  canSend: true,
  qrCode: null,
  statusAt: new Date().toISOString(),
  phone: '+5519997001234',
  pendingOutbound: 0,
  ...extra,
});

let routes: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  loginAs();
  routes = mockRoutes({
    'DELETE /whatsapp/disconnect': { ok: true, message: 'Desconectado.' },
    'POST /api/whatsapp/connect': connection({ status: 'notLogged', bucket: 'qr' }),
  });
});

const render = (c: WhatsappConnection, canUpdate = true) =>
  renderWithApp(<WhatsappConnectionCard connection={c} organizationId="org-1" canUpdate={canUpdate} />);

describe('the WhatsApp connection card', () => {
  it("says it is connected, shows the office's number and disconnects after a confirmation naming it", async () => {
    render(connection());
    expect(screen.getAllByText('Conectado ao WhatsApp').length).toBeGreaterThan(0);
    expect(screen.getByText('(19) 99700-1234')).toBeInTheDocument();
    expect(screen.getByText('Simulador (demonstração e testes)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar o WhatsApp (19) 99700-1234?' });
    expect(routes.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(routes.find('DELETE', '/whatsapp/disconnect')).toHaveLength(1));
    expect(routes.calls[0]?.url.searchParams.get('token')).toBe('org-1');
  });

  it('shows the QR code with the steps when a scan is needed', () => {
    render(
      connection({ status: 'notLogged', bucket: 'qr', phone: null, qrCode: 'data:image/png;base64,AAAA' }),
    );
    const qr = screen.getByRole('img', { name: 'QR Code para conectar o WhatsApp do gabinete' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText(/Aparelhos conectados › Conectar aparelho/)).toBeInTheDocument();
    expect(screen.getByText('Sem número conectado')).toBeInTheDocument();
  });

  it("offers 'Conectar' when disconnected and says what waits in the queue", async () => {
    render(
      connection({ status: 'browserClose', bucket: 'disconnected', canSend: false, pendingOutbound: 3 }),
    );
    expect(screen.getAllByText('Desconectado do WhatsApp').length).toBeGreaterThan(0);
    expect(screen.getByText('3 mensagens')).toBeInTheDocument();
    expect(
      screen.getByText(/saem sozinhas, na ordem, assim que o WhatsApp estiver conectado/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    await waitFor(() => expect(routes.find('POST', '/api/whatsapp/connect')).toHaveLength(1));
  });

  it('has no actions for who may only read', () => {
    const first = render(connection(), false);
    expect(screen.queryByRole('button', { name: 'Desconectar' })).toBeNull();
    first.unmount();
    render(connection({ status: 'serverClose', bucket: 'disconnected' }), false);
    expect(screen.queryByRole('button', { name: 'Conectar' })).toBeNull();
    expect(
      screen.getByText('Peça ao administrador do gabinete para conectar o WhatsApp.'),
    ).toBeInTheDocument();
  });
});
