import { describe, expect, it } from 'vitest';
import {
  canSendOn,
  GETCONNECTION_MESSAGES,
  INITIAL_STATUS_ERROR,
  readInitialStatus,
  WPP_CONNECTED_LABEL,
  WPP_DISCONNECTED_LABEL,
  WPP_QR_LABEL,
  WPP_STATUSES,
  WPP_UNKNOWN_LABEL,
  wppBucket,
  wppStatusLabel,
} from './whatsapp.contract.ts';

const EXPECTED: Record<(typeof WPP_STATUSES)[number], 'connected' | 'disconnected' | 'qr'> = {
  autocloseCalled: 'disconnected',
  browserClose: 'disconnected',
  desconectedMobile: 'disconnected',
  desconnectedMobile: 'disconnected',
  disconnectedMobile: 'disconnected',
  inChat: 'connected',
  isLogged: 'connected',
  notLogged: 'qr',
  phoneNotConnected: 'disconnected',
  qrReadError: 'disconnected',
  qrReadFail: 'disconnected',
  qrReadSuccess: 'connected',
  serverClose: 'disconnected',
};
const LABELS = { connected: WPP_CONNECTED_LABEL, disconnected: WPP_DISCONNECTED_LABEL, qr: WPP_QR_LABEL };

describe('WhatsApp session status (spec §4)', () => {
  it('puts every status in its bucket with the spec’s label', () => {
    expect([...WPP_STATUSES].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const status of WPP_STATUSES) {
      expect(wppBucket(status), status).toBe(EXPECTED[status]);
      expect(wppStatusLabel(status), status).toBe(LABELS[EXPECTED[status]]);
    }
    expect(WPP_CONNECTED_LABEL).toBe('Conectado ao WhatsApp');
    expect(WPP_DISCONNECTED_LABEL).toBe('Desconectado do WhatsApp');
  });

  it('reads all three spellings of the mobile-unlinked value as disconnected', () => {
    for (const spelling of ['desconectedMobile', 'desconnectedMobile', 'disconnectedMobile']) {
      expect(wppBucket(spelling)).toBe('disconnected');
      expect(wppStatusLabel(spelling)).toBe('Desconectado do WhatsApp');
    }
  });

  it('calls anything else unknown', () => {
    for (const value of [null, undefined, '', 'CONNECTED', 'inchat', 'qrcode']) {
      expect(wppBucket(value)).toBe('unknown');
      expect(wppStatusLabel(value)).toBe(WPP_UNKNOWN_LABEL);
    }
  });

  it('lets a message go out only on inChat, not on the earlier connected statuses', () => {
    for (const status of WPP_STATUSES) expect(canSendOn(status), status).toBe(status === 'inChat');
    expect(canSendOn(null)).toBe(false);
  });
});

describe('the initial status message (spec §4 table)', () => {
  it('maps the three known messages and anything else', () => {
    expect(GETCONNECTION_MESSAGES).toEqual({
      connected: 'Conectado',
      disconnected: 'Sem Conexão',
      error: 'Erro interno',
    });
    expect(readInitialStatus('Conectado')).toEqual({ kind: 'connected' });
    expect(readInitialStatus('Sem Conexão')).toEqual({ kind: 'disconnected' });
    expect(readInitialStatus('Erro interno')).toEqual({ kind: 'error', message: INITIAL_STATUS_ERROR });
    expect(INITIAL_STATUS_ERROR).toBe('Erro interno ao carregar o status inicial');
    for (const other of ['conectado', 'Sem conexão', '', null, undefined, 42, 'Desconectado']) {
      expect(readInitialStatus(other)).toEqual({ kind: 'unknown', message: WPP_UNKNOWN_LABEL });
    }
  });
});
