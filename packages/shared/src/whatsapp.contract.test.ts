import { describe, expect, it } from 'vitest';
import {
  canSendOn,
  GETCONNECTION_MESSAGES,
  normalizeWppStatus,
  INITIAL_STATUS_ERROR,
  readInitialStatus,
  WPP_CONNECTED_LABEL,
  WPP_DISCONNECTED_LABEL,
  WPP_QR_LABEL,
  WPP_STATUSES,
  WPP_UNKNOWN_LABEL,
  wppBucket,
  wppStatusLabel,
  wppStatusOf,
} from './whatsapp.contract.ts';

const EXPECTED: Record<(typeof WPP_STATUSES)[number], 'connected' | 'disconnected' | 'qr'> = {
  autocloseCalled: 'disconnected',
  browserClose: 'disconnected',
  desconectedMobile: 'disconnected',
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

  it('has exactly the spec’s eleven values', () => {
    expect(WPP_STATUSES).toHaveLength(11);
    expect(WPP_STATUSES).not.toContain('disconnectedMobile');
    expect(WPP_STATUSES).not.toContain('desconnectedMobile');
  });

  it('reads all three spellings of the mobile-unlinked value, in any casing, as the spec’s desconectedMobile', () => {
    for (const spelling of [
      'desconectedMobile',
      'desconnectedMobile',
      'disconnectedMobile',
      'DisconnectedMobile',
      'DISCONNECTED_MOBILE',
      ' disconnected-mobile ',
    ]) {
      expect(normalizeWppStatus(spelling), spelling).toBe('desconectedMobile');
      expect(wppBucket(spelling)).toBe('disconnected');
      expect(wppStatusLabel(spelling)).toBe('Desconectado do WhatsApp');
    }
  });

  it('maps other casings and the providers’ session words to the eleven', () => {
    expect(normalizeWppStatus('INCHAT')).toBe('inChat');
    expect(normalizeWppStatus('notlogged')).toBe('notLogged');
    expect(normalizeWppStatus('qr_read_success')).toBe('qrReadSuccess');
    expect(normalizeWppStatus('CONNECTED')).toBe('inChat');
    expect(normalizeWppStatus('QRCODE')).toBe('notLogged');
    expect(normalizeWppStatus('CLOSED')).toBe('browserClose');
    expect(normalizeWppStatus('UNPAIRED')).toBe('desconectedMobile');
    for (const status of WPP_STATUSES) expect(normalizeWppStatus(status)).toBe(status);
  });

  it('reads a word nobody knows as serverClose, and no status as none (notLogged on screen)', () => {
    for (const value of ['banana', 'deleteToken', '42']) {
      expect(normalizeWppStatus(value)).toBe('serverClose');
      expect(wppBucket(value)).toBe('disconnected');
    }
    for (const value of [null, undefined, '', '   ', 42]) {
      expect(normalizeWppStatus(value)).toBeNull();
      expect(wppStatusOf(value)).toBe('notLogged');
    }
    expect(wppStatusOf('disconnectedMobile')).toBe('desconectedMobile');
  });

  it('calls no status at all unknown', () => {
    for (const value of [null, undefined, '']) {
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
