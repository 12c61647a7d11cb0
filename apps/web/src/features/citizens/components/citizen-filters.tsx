// Filter bar of the citizens list (and map): search, tags, bairro, cidade, 'Mais filtros', chips.
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FilterBar, MoreFiltersButton, useFilterBox } from '../../../components/filters/filter-bar.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { joinList, splitList } from '../../../lib/url-list.ts';
import { usersListQuery } from '../../users/api/users.api.ts';
import { allTagsQuery } from '../../tags/api/tags.queries.ts';
import { TagSelect } from '../../tags/components/tag-select.tsx';
import type { CitizenFilterValues } from '../lib/citizen-filter-params.ts';
import { citizenChips } from '../lib/filter-labels.ts';
import { CitizenMoreFilters, MORE_FILTER_KEYS } from './citizen-more-filters.tsx';
import { MunicipalitySelect } from './municipality-select.tsx';
import { NeighborhoodAutocomplete } from './neighborhood-autocomplete.tsx';

interface CitizenFiltersProps {
  q: string;
  filters: CitizenFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
  /** Extra controls at the end of the row (the list's saved filters). */
  extra?: ReactNode;
}

const TEAM_QUERY = { q: '', page: 1, perPage: 100, sort: 'name', role: null, status: null };

export function CitizenFilters({ q, filters, onChange, onClear, extra }: CitizenFiltersProps) {
  const [moreOpened, more] = useDisclosure(false);
  const box = useFilterBox(130);
  const canListUsers = useAppAbility().can('read', 'users');
  const tags = useQuery(allTagsQuery());
  const team = useQuery({ ...usersListQuery(TEAM_QUERY), enabled: canListUsers });
  const users = useMemo(
    () => (team.data?.users ?? []).map((u) => ({ value: u._id, label: u.name })),
    [team.data],
  );
  const chips = citizenChips(q, filters, {
    tags: new Map((tags.data ?? []).map((t) => [t._id, t])),
    users: new Map(users.map((u) => [u.value, u.label])),
  });
  const moreCount = MORE_FILTER_KEYS.filter((key) => filters[key as keyof CitizenFilterValues]).length;

  // The bairro box is typed freely; the URL changes when a suggestion is picked, on Enter or on leaving.
  const [bairro, setBairro] = useState(filters.neighborhood ?? '');
  useEffect(() => setBairro(filters.neighborhood ?? ''), [filters.neighborhood]);
  const commitBairro = (value: string) => {
    if (value.trim() !== (filters.neighborhood ?? '')) onChange({ neighborhood: value.trim() || null });
  };

  return (
    <FilterBar
      q={q}
      searchLabel="Buscar eleitores"
      searchPlaceholder="Nome, CPF, telefone ou e-mail"
      chips={chips}
      onChange={onChange}
      onClear={onClear}
      foldOnPhone
      drawer={
        <CitizenMoreFilters
          opened={moreOpened}
          onClose={more.close}
          filters={filters}
          users={canListUsers ? users : null}
          onApply={onChange}
        />
      }
    >
      <TagSelect
        value={splitList(filters.tags)}
        onChange={(ids) => onChange({ tags: joinList(ids) })}
        placeholder="Tags"
        maxValues={50}
        style={box(170)}
      />
      <NeighborhoodAutocomplete
        aria-label="Bairro"
        placeholder="Bairro"
        value={bairro}
        onChange={setBairro}
        onOptionSubmit={commitBairro}
        onBlur={() => commitBairro(bairro)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitBairro(bairro);
        }}
        style={box(150)}
      />
      <MunicipalitySelect
        aria-label="Cidade"
        placeholder="Cidade"
        value={
          filters.cityIbge
            ? { ibge: Number(filters.cityIbge), ...splitCity(filters.cityName ?? filters.cityIbge) }
            : null
        }
        onChange={(m) =>
          onChange({ cityIbge: m ? String(m.ibge) : null, cityName: m ? `${m.name}/${m.uf}` : null })
        }
        style={box(170)}
      />
      <MoreFiltersButton count={moreCount} onClick={more.open} />
      {extra}
    </FilterBar>
  );
}

/** 'Brasília/DF' back into its parts (the URL keeps the label for chips and the picker). */
function splitCity(label: string): { name: string; uf: string } {
  const at = label.lastIndexOf('/');
  return at > 0 ? { name: label.slice(0, at), uf: label.slice(at + 1) } : { name: label, uf: '' };
}
