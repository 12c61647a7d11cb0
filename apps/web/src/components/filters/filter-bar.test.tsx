import { ROLE_PRESETS } from '@gabinete/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CitizenFilters } from '../../features/citizens/components/citizen-filters.tsx';
import { mockApi } from '../../features/citizens/lib/citizens.fixtures.ts';
import { DemandFilters } from '../../features/demands/components/demand-filters.tsx';
import { STATUSES } from '../../features/demands/lib/demands.fixtures.ts';
import { OccurrenceFilters } from '../../features/occurrences/components/occurrence-filters.tsx';
import { OCCURRENCE_FILTER_KEYS } from '../../features/occurrences/lib/occurrence-filter-params.ts';
import { TaskFilters } from '../../features/tasks/components/task-filters.tsx';
import { TASK_URL_KEYS } from '../../features/tasks/lib/task-filter-params.ts';
import { useCitizenListParams } from '../../features/citizens/lib/citizen-filter-params.ts';
import { useDemandListParams } from '../../features/demands/lib/demand-filter-params.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../test/render.tsx';

const none = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;
const noop = () => {};

function Citizens() {
  const { params, update, clear } = useCitizenListParams();
  return <CitizenFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />;
}
function Demands() {
  const { params, update, clear } = useDemandListParams();
  return <DemandFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />;
}

/** Each list's bar and a filter that must wait behind 'Filtros' on a phone. */
const BARS: [string, () => ReactElement, string][] = [
  [
    'Atendimentos',
    () => <OccurrenceFilters q="" filters={none(OCCURRENCE_FILTER_KEYS)} onChange={noop} onClear={noop} />,
    'Canal',
  ],
  [
    'Tarefas',
    () => (
      <TaskFilters
        q=""
        filters={{ ...none(TASK_URL_KEYS), aba: 'todas' }}
        board={false}
        onChange={noop}
        onClear={noop}
      />
    ),
    'Prazo',
  ],
  ['Eleitores', () => <Citizens />, 'Bairro'],
  ['Demandas', () => <Demands />, 'Responsável'],
];

const phoneScreen = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width: 36em'),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as unknown as MediaQueryList,
  );

beforeEach(() => {
  mockApi({
    'GET /api/demands/statuses': () => jsonResponse(200, { statuses: STATUSES }),
    'GET /api/areas': () => jsonResponse(200, { areas: [] }),
    'GET /api/users/options': () => jsonResponse(200, { users: [] }),
  });
  loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each(BARS)('the %s filter bar', (_, Bar, filter) => {
  it("folds its filters behind 'Filtros' on a phone, so the list starts on the first screen", async () => {
    phoneScreen(true);
    renderWithApp(<Bar />);
    const toggle = await screen.findByRole('button', { name: /^Filtros/ });
    expect(screen.queryAllByLabelText(filter)).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(toggle);
    expect(screen.getAllByLabelText(filter).length).toBeGreaterThan(0);
  });

  it('shows them in the bar on a wider screen', async () => {
    phoneScreen(false);
    renderWithApp(<Bar />);
    expect((await screen.findAllByLabelText(filter)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  });
});
