// Picks a demanda of the office by protocolo ('2026/0142', '142') or words of the título.
import { useQuery } from '@tanstack/react-query';
import {
  SearchSelect,
  useSearchTerm,
  type SearchSelectBaseProps,
} from '../../../components/search-select.tsx';
import { demandsListQuery } from '../../demands/api/demands.api.ts';

export interface DemandRef {
  _id: string;
  protocol: string;
  title: string;
}

interface DemandPickerProps extends SearchSelectBaseProps {
  value: DemandRef | null;
  onChange: (value: DemandRef | null) => void;
}

export const demandLabel = (d: DemandRef) => (d.title ? `${d.protocol} · ${d.title}` : d.protocol);

export function DemandPicker({ value, onChange, ...props }: DemandPickerProps) {
  const { search, setSearch, term } = useSearchTerm(value ? demandLabel(value) : null);
  const query = useQuery({ ...demandsListQuery({ q: term, perPage: 10 }), enabled: term.length >= 1 });
  const rows = query.data?.demands ?? [];
  const found = rows.map((d) => ({ value: d._id, label: demandLabel(d), description: d.status.name }));
  const pick = (id: string | null) => {
    const row = rows.find((d) => d._id === id);
    if (row) onChange({ _id: row._id, protocol: row.protocol, title: row.title });
    else onChange(value && value._id === id ? value : null);
  };

  return (
    <SearchSelect
      placeholder="Busque pelo protocolo (2026/0142) ou pelo título"
      nothingFoundMessage={
        term.length < 1
          ? 'Digite o protocolo ou uma palavra'
          : query.isFetching
            ? 'Buscando…'
            : 'Nenhuma demanda encontrada'
      }
      {...props}
      current={value && { value: value._id, label: demandLabel(value) }}
      found={found}
      search={search}
      onSearchChange={setSearch}
      onPick={pick}
    />
  );
}
