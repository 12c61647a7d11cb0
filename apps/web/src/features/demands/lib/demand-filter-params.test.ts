import { describe, expect, it } from 'vitest';
import { demandChips } from './demand-chips.ts';
import { emptyDemandFilters, filtersSearch, toDemandApiQuery } from './demand-filter-params.ts';
import { id } from './demands.fixtures.ts';

const f = (extra: Partial<ReturnType<typeof emptyDemandFilters>>) => ({ ...emptyDemandFilters(), ...extra });

describe('demandas filters ↔ URL ↔ API', () => {
  it('sends the URL filters to the API with the names of DemandFilterSchema', () => {
    const filters = f({
      statusIds: `${id(1)},${id(2)}`,
      areaIds: id(3),
      responsibleId: 'me',
      priorities: 'alta,urgente',
      situation: 'open',
      overdue: 'true',
      dueFrom: '2026-11-01',
      neighborhood: 'Cambuí',
      citizenId: id(4),
      citizenName: 'Maria',
    });
    expect(toDemandApiQuery('buraco', filters)).toEqual({
      q: 'buraco',
      statusIds: `${id(1)},${id(2)}`,
      areaIds: id(3),
      responsibleId: 'me',
      priorities: 'alta,urgente',
      situation: 'open',
      overdue: 'true',
      dueFrom: '2026-11-01',
      neighborhood: 'Cambuí',
      citizenId: id(4),
    });
  });

  it('drops values the API would refuse and keeps the bin only on the list', () => {
    const filters = f({ overdue: 'false', situation: 'any', status: 'deleted' });
    expect(toDemandApiQuery('', filters)).toEqual({ status: 'deleted' });
    expect(toDemandApiQuery('', filters, { board: true })).toEqual({});
  });

  it('carries the filters to another view as a URL search', () => {
    expect(filtersSearch('lâmpada', f({ areaIds: id(3), status: 'deleted' }), false)).toBe(
      `?q=l%C3%A2mpada&areaIds=${id(3)}`,
    );
    expect(filtersSearch('', f({}))).toBe('');
  });

  it('labels chips with names, and each chip clears what it stands for', () => {
    const chips = demandChips(
      '',
      f({
        statusIds: id(1),
        responsibleId: 'none',
        overdue: 'true',
        dueFrom: '2026-11-01',
        dueTo: '2026-11-30',
      }),
      { statuses: new Map([[id(1), 'Solucionado']]), areas: new Map(), users: new Map() },
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Situação: Solucionado',
      'Sem responsável',
      'Somente vencidas',
      'Prazo: 01/11/2026 a 30/11/2026',
    ]);
    expect(chips.find((c) => c.key === 'due')?.clears).toEqual(['dueFrom', 'dueTo']);
  });
});
