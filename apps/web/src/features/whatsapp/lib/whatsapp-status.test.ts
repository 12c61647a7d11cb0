import { ROLE_PRESETS, SOCKET_UNAVAILABLE_MESSAGE, type WhatsappConnection } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../../lib/ability.ts';
import {
  badgeView,
  canFollowWhatsapp,
  LOADING_LABEL,
  newerConnection,
  withStatus,
} from './whatsapp-status.ts';

const input = (extra: Partial<Parameters<typeof badgeView>[0]> = {}) => ({
  socketMessage: null,
  connection: null,
  initialMessage: undefined,
  ...extra,
});

const connection: WhatsappConnection = {
  provider: 'simulator',
  status: 'notLogged',
  bucket: 'qr',
  label: 'Leia o QR Code com o WhatsApp do gabinete',
  canSend: false,
  qrCode: 'data:image/png;base64,AAA',
  statusAt: null,
  phone: null,
  pendingOutbound: 2,
};

describe('who follows the WhatsApp status (spec §6)', () => {
  it('is read on whatsapp or manage on all', () => {
    expect(canFollowWhatsapp(buildAbility([{ action: 'read', subject: 'whatsapp' }]))).toBe(true);
    expect(canFollowWhatsapp(buildAbility([{ action: 'manage', subject: 'all' }]))).toBe(true);
    expect(canFollowWhatsapp(buildAbility(ROLE_PRESETS.admin))).toBe(true);
    expect(canFollowWhatsapp(buildAbility(ROLE_PRESETS.atendente_sac))).toBe(true);
  });

  it('is nobody else: the reception and a visitor do not', () => {
    expect(canFollowWhatsapp(buildAbility(ROLE_PRESETS.recepcao))).toBe(false);
    expect(canFollowWhatsapp(buildAbility(null))).toBe(false);
    expect(canFollowWhatsapp(buildAbility([{ action: 'manage', subject: 'sac' }]))).toBe(false);
  });
});

describe('the initial message (spec §4 table)', () => {
  it("reads 'Conectado' as connected, in green", () => {
    const view = badgeView(input({ initialMessage: 'Conectado' }));
    expect(view).toEqual({
      tone: 'connected',
      label: 'Conectado ao WhatsApp',
      shortLabel: 'Conectado ao WhatsApp',
      color: 'green',
      connected: true,
    });
  });

  it("reads 'Sem Conexão' as disconnected, in red", () => {
    const view = badgeView(input({ initialMessage: 'Sem Conexão' }));
    expect(view).toMatchObject({ label: 'Desconectado do WhatsApp', color: 'red', connected: false });
  });

  it("reads 'Erro interno' as the internal error message", () => {
    const view = badgeView(input({ initialMessage: 'Erro interno' }));
    expect(view).toMatchObject({ tone: 'error', label: 'Erro interno ao carregar o status inicial' });
  });

  it("reads anything else, even a near miss, as 'Status não identificado'", () => {
    for (const message of ['conectado', 'Sem conexao', 'OK', '', null, 42]) {
      expect(badgeView(input({ initialMessage: message })).label).toBe('Status não identificado');
    }
  });

  it('shows the internal error when the request itself failed', () => {
    expect(badgeView(input({ initialFailed: true })).label).toBe('Erro interno ao carregar o status inicial');
  });

  it('says it is checking while nothing answered yet', () => {
    expect(badgeView(input())).toMatchObject({ tone: 'loading', label: LOADING_LABEL, connected: false });
  });
});

describe('the live status', () => {
  it('follows the connection once known, over the initial message', () => {
    const view = badgeView(
      input({ initialMessage: 'Conectado', connection: { status: 'desconectedMobile' } }),
    );
    expect(view).toMatchObject({ label: 'Desconectado do WhatsApp', color: 'red' });
    expect(badgeView(input({ connection: { status: 'inChat' } })).label).toBe('Conectado ao WhatsApp');
    expect(badgeView(input({ connection: { status: 'qrReadSuccess' } })).color).toBe('green');
  });

  it('asks for the QR code in yellow on notLogged, and says unknown for a status it does not know', () => {
    expect(badgeView(input({ connection: { status: 'notLogged' } }))).toMatchObject({
      label: 'Leia o QR Code com o WhatsApp do gabinete',
      shortLabel: 'WhatsApp: ler o QR Code',
      tone: 'qr',
      color: 'yellow',
    });
    expect(badgeView(input({ connection: { status: null } }))).toMatchObject({
      label: 'Status não identificado',
      color: 'yellow',
    });
  });

  it("says 'Conectar o WhatsApp' for notLogged with no QR code yet (an office that never connected)", () => {
    const view = badgeView(
      input({ initialMessage: 'Sem Conexão', connection: { status: 'notLogged', qrCode: null } }),
    );
    expect(view).toMatchObject({
      tone: 'qr',
      label: 'Conectar o WhatsApp',
      shortLabel: 'Conectar o WhatsApp',
    });
    expect(view.label).not.toBe('Status não identificado');
  });

  it("shows 'Serviço Temporariamente Indisponível' in grey, not connected, when the socket failed", () => {
    const view = badgeView(
      input({
        socketMessage: SOCKET_UNAVAILABLE_MESSAGE,
        initialMessage: 'Conectado',
        connection: { status: 'inChat' },
      }),
    );
    expect(view).toEqual({
      tone: 'unavailable',
      label: 'Serviço Temporariamente Indisponível',
      shortLabel: 'Serviço Temporariamente Indisponível',
      color: 'gray',
      connected: false,
    });
  });

  it('applies a bare disconnect status to the known connection and drops the old QR code', () => {
    const next = withStatus(
      { ...connection, status: 'inChat', bucket: 'connected', canSend: true },
      'browserClose',
    );
    expect(next).toMatchObject({
      status: 'browserClose',
      bucket: 'disconnected',
      label: 'Desconectado do WhatsApp',
      canSend: false,
      qrCode: null,
      pendingOutbound: 2,
    });
  });

  it("keeps the server's statusAt when a bare disconnect is applied (a browser clock must not outrank later pushes)", () => {
    const known = { ...connection, status: 'inChat' as const, statusAt: '2026-11-23T20:15:00.000Z' };
    expect(withStatus(known, 'browserClose').statusAt).toBe('2026-11-23T20:15:00.000Z');
  });
});

describe('newerConnection', () => {
  const at = (status: 'notLogged' | 'inChat', statusAt: string | null) => ({
    ...connection,
    status,
    statusAt,
  });

  it('keeps a pushed inChat when a refetch answered before the scan arrives after it', () => {
    const pushed = at('inChat', '2026-11-23T20:15:01.000Z');
    const late = at('notLogged', '2026-11-23T20:15:00.000Z');
    expect(newerConnection(pushed, late)).toBe(pushed);
  });

  it('takes the fresh view when it is as new or newer, or when either has no time', () => {
    const known = at('notLogged', '2026-11-23T20:15:00.000Z');
    const same = at('notLogged', '2026-11-23T20:15:00.000Z');
    const newer = at('inChat', '2026-11-23T20:15:02.000Z');
    expect(newerConnection(known, same)).toBe(same);
    expect(newerConnection(known, newer)).toBe(newer);
    expect(newerConnection(undefined, known)).toBe(known);
    expect(newerConnection(at('inChat', null), known)).toBe(known);
  });
});
