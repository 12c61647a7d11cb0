import { describe, expect, it } from 'vitest';
import { nextSort } from './sortable-th.tsx';

describe('sorting a column', () => {
  it('sorts a new column ascending', () => {
    expect(nextSort('email', 'name')).toBe('email');
    expect(nextSort('email', '-name')).toBe('email');
  });
  it('flips the sorted column', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('name', '-name')).toBe('name');
  });
});
