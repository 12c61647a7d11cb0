import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListItem } from '../features/citizens/lib/citizens.fixtures.ts';
import { CitizenPicker, type CitizenRef } from '../features/citizens/components/citizen-picker.tsx';
import { makeItem, STATUSES } from '../features/demands/lib/demands.fixtures.ts';
import { DemandPicker, type DemandRef } from '../features/tasks/components/demand-picker.tsx';
import { mockRoutes } from '../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

function Citizen({
  initial,
  onChange,
}: {
  initial: CitizenRef | null;
  onChange: (c: CitizenRef | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CitizenPicker
      label="Eleitor"
      value={value}
      onChange={(c) => {
        setValue(c);
        onChange(c);
      }}
    />
  );
}

describe('the pickers that search the server', () => {
  it('stays shut when it only gets the focus, and opens once the person types', async () => {
    mockRoutes({});
    loginAs({});
    renderWithApp(<Citizen initial={null} onChange={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'Eleitor' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Digite ao menos 2 letras')).not.toBeVisible();
    await userEvent.keyboard('M');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Digite ao menos 2 letras')).toBeVisible();
  });

  it('finds a citizen from two letters on, shows where each lives and hands back the one picked', async () => {
    const api = mockRoutes({
      'GET /api/citizens': {
        citizens: [
          makeListItem(1, { name: 'Maria das Dores' }),
          makeListItem(2, { name: 'Mariana Souza', neighborhood: null }),
        ],
        total: 2,
        totalIsEstimate: false,
        page: 1,
        perPage: 10,
      },
    });
    loginAs({});
    const onChange = vi.fn();
    renderWithApp(<Citizen initial={null} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Eleitor' });
    await userEvent.type(box, 'M');
    expect(await screen.findByText('Digite ao menos 2 letras')).toBeInTheDocument();
    await userEvent.type(box, 'ar');
    const list = within(await screen.findByRole('listbox'));
    expect(await list.findByText('Maria das Dores')).toBeInTheDocument();
    expect(list.getByText('Asa Norte · Brasília')).toBeInTheDocument();
    expect(list.getByText('Brasília')).toBeInTheDocument();
    expect(api.find('GET', '/api/citizens').at(-1)!.url.searchParams.get('q')).toBe('Mar');
    await userEvent.click(list.getByText('Mariana Souza'));
    expect(onChange).toHaveBeenLastCalledWith({ _id: makeListItem(2)._id, name: 'Mariana Souza' });
    expect(box).toHaveValue('Mariana Souza');
  });

  it('shows the chosen citizen in the box without searching for it', async () => {
    const api = mockRoutes({});
    loginAs({});
    renderWithApp(<Citizen initial={{ _id: 'c-1', name: 'João Lima' }} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Eleitor' })).toHaveValue('João Lima');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.find('GET', '/api/citizens')).toHaveLength(0);
  });

  it('finds a demanda by protocolo and shows its situação', async () => {
    mockRoutes({
      'GET /api/demands': {
        demands: [makeItem(142, STATUSES[1])],
        total: 1,
        totalIsEstimate: false,
        page: 1,
        perPage: 10,
      },
    });
    loginAs({});
    const onChange = vi.fn<(d: DemandRef | null) => void>();
    renderWithApp(<DemandPicker label="Demanda" value={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Demanda' }), '142');
    const list = within(await screen.findByRole('listbox'));
    expect(await list.findByText('2026/0142 · Demanda 142')).toBeInTheDocument();
    expect(list.getByText(STATUSES[1]!.name)).toBeInTheDocument();
    await userEvent.click(list.getByText('2026/0142 · Demanda 142'));
    expect(onChange).toHaveBeenLastCalledWith({
      _id: makeItem(142)._id,
      protocol: '2026/0142',
      title: 'Demanda 142',
    });
  });
});
