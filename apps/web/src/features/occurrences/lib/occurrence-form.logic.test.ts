import { describe, expect, it } from 'vitest';
import {
  emptyOccurrenceValues,
  fromOfficeWallClock,
  pathAfterSave,
  remapFieldErrors,
  toOfficeWallClock,
  valuesToInput,
} from './occurrence-form.logic.ts';
import { makeOccurrence, oid } from './occurrences.fixtures.ts';

describe('office wall clock', () => {
  it('reads an instant on the Brasília clock and back, across midnight UTC', () => {
    expect(toOfficeWallClock('2026-03-10T02:30:00.000Z')).toEqual({ date: '2026-03-09', time: '23:30' });
    expect(fromOfficeWallClock('2026-03-09', '23:30')).toBe('2026-03-10T02:30:00.000Z');
    expect(fromOfficeWallClock('2026-03-09', '23:30:00')).toBe('2026-03-10T02:30:00.000Z');
  });

  it('gives nothing for a missing date or an unreadable time', () => {
    expect(fromOfficeWallClock(null, '10:00')).toBeNull();
    expect(fromOfficeWallClock('2026-03-09', '')).toBeNull();
    expect(fromOfficeWallClock('2026-03-09', '10h')).toBeNull();
  });
});

describe('the atendimento form', () => {
  it('starts now, presencial, aberto, with the chosen citizen', () => {
    const v = emptyOccurrenceValues({ _id: oid(5), name: 'João' }, new Date('2026-03-10T13:07:00Z'));
    expect(v).toMatchObject({
      citizenId: oid(5),
      citizenName: 'João',
      channel: 'presencial',
      date: '2026-03-10',
      time: '10:07',
      status: 'aberto',
      openDemand: false,
    });
    expect(valuesToInput({ ...v, subject: 'Vaga em creche' })).toEqual({
      citizenId: oid(5),
      channel: 'presencial',
      occurredAt: '2026-03-10T13:07:00.000Z',
      subject: 'Vaga em creche',
      description: '',
      areaId: null,
      responsibleId: null,
      status: 'aberto',
    });
  });

  it('shows the API’s occurredAt message under the date', () => {
    expect(remapFieldErrors({ occurredAt: 'No futuro', subject: 'Curto' })).toEqual({
      date: 'No futuro',
      subject: 'Curto',
    });
  });

  it('goes on to the demanda form only when asked and none was opened yet', () => {
    const saved = makeOccurrence({ _id: oid(9) });
    expect(pathAfterSave(saved, true)).toBe(`/demandas/nova?occurrenceId=${oid(9)}`);
    expect(pathAfterSave(saved, false)).toBeNull();
    const linked = makeOccurrence({ demand: { _id: oid(3), protocol: '2026/0001', title: 'x' } });
    expect(pathAfterSave(linked, true)).toBeNull();
  });
});
