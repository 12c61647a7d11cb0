import { describe, expect, it } from 'vitest';
import { keptChangesNotice } from './use-stale-save.ts';
import { rebaseValues } from './use-zod-form.ts';

describe('rebaseValues (reloading after a stale save)', () => {
  const loaded = { title: 'Poste apagado', due: '2026-11-30', street: 'Rua A', number: '10' };
  const group = (key: string) => (key === 'street' || key === 'number' ? 'local' : key);

  it('takes the fresh values and puts back only what the person changed', () => {
    const typed = { ...loaded, title: 'Poste apagado na esquina' };
    const fresh = { ...loaded, due: '2026-12-15', street: 'Rua B' };
    expect(rebaseValues(loaded, typed, fresh, group)).toEqual({
      values: { title: 'Poste apagado na esquina', due: '2026-12-15', street: 'Rua B', number: '10' },
      kept: ['title'],
    });
  });

  it('keeps a group whole: a changed number brings its street along, never half of each version', () => {
    const typed = { ...loaded, number: '12' };
    const fresh = { ...loaded, street: 'Rua B', number: '200' };
    expect(rebaseValues(loaded, typed, fresh, group)).toEqual({
      values: { ...loaded, number: '12' },
      kept: ['local'],
    });
  });
});

describe('keptChangesNotice', () => {
  it('names who saved and lists the kept fields in pt-BR', () => {
    expect(keptChangesNotice('Rafael Souza', ['título', 'prazo', 'local'])).toBe(
      'Carregamos a versão de Rafael Souza e mantivemos o que você alterou: título, prazo e local. Revise e salve.',
    );
  });

  it('reads well without a name or any change', () => {
    expect(keptChangesNotice(null, [])).toBe('Carregamos a versão mais recente. Revise e salve.');
  });
});
