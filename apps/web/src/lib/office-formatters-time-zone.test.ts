// Formatters of the SAC chat, the dashboard agenda, the home greeting and the atendimento form follow the
// office's zone set after login (they used to be built once, in Brasília, when their module loaded).
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardEvent } from '@gabinete/shared';
import { groupByDay } from '../features/dashboard/lib/event-days.ts';
import { greeting, longToday } from '../features/home/greeting.ts';
import { fromOfficeWallClock, toOfficeWallClock } from '../features/occurrences/lib/occurrence-form.logic.ts';
import { dayLabel, messageTime } from '../features/sac/lib/messages.ts';
import { setOfficeTimeZone } from './format.ts';

// 02:30 UTC on 1 Mar 2026: 23:30 on 28 Feb in Brasília (UTC−3) but 00:30 on 1 Mar in Noronha (UTC−2).
const NEAR_MIDNIGHT = new Date('2026-03-01T02:30:00Z');
const ISO = NEAR_MIDNIGHT.toISOString();

describe('office formatters after the zone changes', () => {
  afterEach(() => setOfficeTimeZone(null));

  it('SAC message times and day labels', () => {
    expect(messageTime(ISO)).toBe('23:30');
    expect(dayLabel(ISO, new Date('2026-03-01T12:00:00Z'))).toBe('Ontem');
    setOfficeTimeZone('America/Noronha');
    expect(messageTime(ISO)).toBe('00:30');
    expect(dayLabel(ISO, new Date('2026-03-01T12:00:00Z'))).toBe('Hoje');
    setOfficeTimeZone('America/Manaus');
    expect(messageTime(ISO)).toBe('22:30');
  });

  it("the dashboard agenda's days", () => {
    const event = { _id: 'e1', startsAt: ISO, endsAt: ISO, allDay: false } as unknown as DashboardEvent;
    expect(groupByDay([event], '2026-02-27')[0]?.day).toBe('2026-02-28');
    setOfficeTimeZone('America/Noronha');
    expect(groupByDay([event], '2026-02-27')[0]?.day).toBe('2026-03-01');
  });

  it('the greeting and the date in words', () => {
    const evening = new Date('2026-03-01T14:30:00Z'); // 11:30 in Brasília, 12:30 in Noronha
    expect(greeting(evening)).toBe('Bom dia');
    expect(longToday(NEAR_MIDNIGHT)).toBe('Sábado, 28 de fevereiro de 2026');
    setOfficeTimeZone('America/Noronha');
    expect(greeting(evening)).toBe('Boa tarde');
    expect(longToday(NEAR_MIDNIGHT)).toBe('Domingo, 1 de março de 2026');
  });

  it("the atendimento form's wall clock", () => {
    setOfficeTimeZone('America/Noronha');
    expect(toOfficeWallClock(ISO)).toEqual({ date: '2026-03-01', time: '00:30' });
    expect(fromOfficeWallClock('2026-03-01', '00:30')).toBe(ISO);
  });
});
