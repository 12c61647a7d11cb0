import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SENDING_WINDOW as W,
  isBlockedDay,
  isWithinWindow,
  nationalHolidays,
  nextAllowedTime,
  timeZoneOfUf,
  type SendingWindow,
} from './sending-window.ts';

const SP = 'America/Sao_Paulo';
const at = (iso: string) => new Date(iso);

describe('timeZoneOfUf', () => {
  it('maps each UF to its zone and falls back to Brasília', () => {
    expect(timeZoneOfUf('AC')).toBe('America/Rio_Branco');
    expect(timeZoneOfUf('am')).toBe('America/Manaus');
    expect(timeZoneOfUf('SP')).toBe(SP);
    expect(timeZoneOfUf('DF')).toBe(SP);
    expect(timeZoneOfUf(null)).toBe(SP);
    expect(timeZoneOfUf('XX')).toBe(SP);
  });
});

describe('isBlockedDay', () => {
  it('blocks Sundays, national holidays (Good Friday, Consciência Negra) and the office’s dates', () => {
    expect(isBlockedDay(W, '2026-11-29')).toBe(true); // domingo
    expect(isBlockedDay(W, '2026-11-30')).toBe(false); // segunda
    expect(isBlockedDay(W, '2026-12-25')).toBe(true);
    expect(isBlockedDay(W, '2026-04-03')).toBe(true); // Sexta-feira Santa 2026
    expect(isBlockedDay(W, '2026-11-20')).toBe(true);
    expect(nationalHolidays(2023)).not.toContain('2023-11-20');
    const office: SendingWindow = { ...W, blockedDates: ['2026-12-01'] };
    expect(isBlockedDay(office, '2026-12-01')).toBe(true);
    expect(isBlockedDay(office, '2026-12-02')).toBe(false);
  });

  it('lets Sundays and holidays through when the office does not skip them', () => {
    const open: SendingWindow = { ...W, skipSundaysAndHolidays: false };
    expect(isBlockedDay(open, '2026-11-29')).toBe(false);
    expect(isBlockedDay(open, '2026-12-25')).toBe(false);
  });
});

describe('isWithinWindow', () => {
  it('opens at 09:00 and closes at 18:00 sharp, local time', () => {
    expect(isWithinWindow(W, at('2026-11-30T11:59:59Z'), SP)).toBe(false); // 08:59:59 BRT
    expect(isWithinWindow(W, at('2026-11-30T12:00:00Z'), SP)).toBe(true); // 09:00
    expect(isWithinWindow(W, at('2026-11-30T20:59:59Z'), SP)).toBe(true); // 17:59:59
    expect(isWithinWindow(W, at('2026-11-30T21:00:00Z'), SP)).toBe(false); // 18:00
  });

  it('closes Saturday at 13:00 and stays closed all Sunday', () => {
    expect(isWithinWindow(W, at('2026-11-28T15:59:00Z'), SP)).toBe(true); // sáb 12:59
    expect(isWithinWindow(W, at('2026-11-28T16:00:00Z'), SP)).toBe(false); // sáb 13:00
    expect(isWithinWindow(W, at('2026-11-29T15:00:00Z'), SP)).toBe(false); // dom 12:00
  });

  it('uses the recipient’s zone: 09:00 in Brasília is 07:00 in Rio Branco', () => {
    const nineBrasilia = at('2026-11-30T12:00:00Z');
    expect(isWithinWindow(W, nineBrasilia, SP)).toBe(true);
    expect(isWithinWindow(W, nineBrasilia, timeZoneOfUf('AC'))).toBe(false);
    expect(isWithinWindow(W, at('2026-11-30T14:00:00Z'), timeZoneOfUf('AC'))).toBe(true);
    // 18:30 in Brasília (closed there) is 16:30 in Acre: still open; 20:30 Brasília is 18:30 there: closed.
    expect(isWithinWindow(W, at('2026-11-30T21:30:00Z'), SP)).toBe(false);
    expect(isWithinWindow(W, at('2026-11-30T21:30:00Z'), timeZoneOfUf('AC'))).toBe(true);
    expect(isWithinWindow(W, at('2026-11-30T23:30:00Z'), timeZoneOfUf('AC'))).toBe(false);
  });

  it('a blocked date is closed at any hour', () => {
    const office: SendingWindow = { ...W, blockedDates: ['2026-11-30'] };
    expect(isWithinWindow(office, at('2026-11-30T15:00:00Z'), SP)).toBe(false);
  });
});

describe('nextAllowedTime', () => {
  it('is the instant itself inside the window', () => {
    const now = at('2026-11-30T15:00:00Z');
    expect(nextAllowedTime(W, now, SP)).toEqual(now);
  });

  it('before opening: today at 09:00; after closing: the next open day at 09:00', () => {
    expect(nextAllowedTime(W, at('2026-11-30T10:00:00Z'), SP)).toEqual(at('2026-11-30T12:00:00Z'));
    expect(nextAllowedTime(W, at('2026-11-30T22:00:00Z'), SP)).toEqual(at('2026-12-01T12:00:00Z'));
  });

  it('Saturday afternoon skips Sunday to Monday 09:00, in the recipient’s zone', () => {
    expect(nextAllowedTime(W, at('2026-11-28T17:00:00Z'), SP)).toEqual(at('2026-11-30T12:00:00Z'));
    expect(nextAllowedTime(W, at('2026-11-28T19:00:00Z'), 'America/Rio_Branco')).toEqual(
      at('2026-11-30T14:00:00Z'),
    );
  });

  it('skips Christmas and a blocked date after it', () => {
    const office: SendingWindow = { ...W, blockedDates: ['2026-12-26'] };
    // Thursday 24 at 19:00 → 25 holiday, 26 blocked (Saturday), 27 Sunday → Monday 28.
    expect(nextAllowedTime(office, at('2026-12-24T22:00:00Z'), SP)).toEqual(at('2026-12-28T12:00:00Z'));
  });

  it('is null when no day ever opens', () => {
    expect(nextAllowedTime({ ...W, weekdays: [] }, at('2026-11-30T10:00:00Z'), SP)).toBeNull();
  });
});
