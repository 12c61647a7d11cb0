import { describe, expect, it } from 'vitest';
import { citizensWithTagPath, tagUsageLabel } from './tag-usage.ts';

describe('tagUsageLabel', () => {
  it('reads in pt-BR with thousands separators', () => {
    expect(tagUsageLabel(0)).toBe('Sem uso');
    expect(tagUsageLabel(1)).toBe('Em uso por 1 eleitor');
    expect(tagUsageLabel(1234)).toBe('Em uso por 1.234 eleitores');
  });

  it('links to the citizens list filtered by the tag', () => {
    expect(citizensWithTagPath('t-1')).toBe('/eleitores?tags=t-1');
  });
});
