import { describe, expect, it } from 'vitest';
import { brToIso, formatDateInput, formatVoterTitleInput, isoToBr } from './citizen-form.logic.ts';
import {
  CITIZEN_FILTER_KEYS,
  toApiQuery,
  toFilterBody,
  type CitizenFilterValues,
} from './citizen-filter-params.ts';
import { fieldLabel, formatChangeValue } from './history-labels.ts';

const filters = (extra: Partial<CitizenFilterValues>): CitizenFilterValues => ({
  ...(Object.fromEntries(CITIZEN_FILTER_KEYS.map((k) => [k, null])) as CitizenFilterValues),
  ...extra,
});

describe('citizen filter params', () => {
  it('leaves display-only names and the default status out of the API query', () => {
    const f = filters({ cityIbge: '5300108', cityName: 'Brasília/DF', leaderName: 'Ana', status: 'active' });
    expect(toApiQuery('maria', f)).toEqual({ q: 'maria', cityIbge: '5300108' });
    expect(toApiQuery('', filters({ status: 'deleted' }))).toEqual({ status: 'deleted' });
  });

  it('types the filter body for exports and drops values the schema refuses', () => {
    const f = filters({ ageMin: '18', tags: 'not-an-id', birthMonth: '13', neighborhood: 'Centro' });
    expect(toFilterBody('', f)).toEqual({ ageMin: 18, neighborhood: 'Centro', status: 'active' });
  });
});

describe('citizen form conversions', () => {
  it('moves dates between dd/mm/aaaa and aaaa-mm-dd, leaving partial dates for the schema', () => {
    expect(isoToBr('1980-05-10')).toBe('10/05/1980');
    expect(brToIso('10/05/1980')).toBe('1980-05-10');
    expect(brToIso('10/05/80')).toBe('10/05/80');
    expect(formatDateInput('1005198099')).toBe('10/05/1980');
  });

  it('groups the título in fours as typed', () => {
    expect(formatVoterTitleInput('0043568709')).toBe('0043 5687 09');
  });
});

describe('history labels', () => {
  it('reads stored values the way staff type them', () => {
    expect(fieldLabel('birthDate')).toBe('Data de nascimento');
    expect(formatChangeValue('cpf', '52998224725')).toBe('529.982.247-25');
    expect(formatChangeValue('phones', ['+5561999998888', '+556133334444'])).toBe(
      '(61) 99999-8888, (61) 3333-4444',
    );
    expect(formatChangeValue('tags', [{ _id: 'x', name: 'Saúde' }])).toBe('Saúde');
    expect(formatChangeValue('gender', 'nao_binario')).toBe('Não binário');
    expect(formatChangeValue('notes', null)).toBe('(vazio)');
  });
});
