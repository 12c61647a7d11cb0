// Filter bar of the emendas list and map: search, ano, situação, tipo, município, beneficiário, área,
// autor and the value range (on the indicado) — all in the URL, with chips and 'Limpar'.
import { Button, Group, NumberInput, Popover, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  AMENDMENT_KINDS,
  AMENDMENT_KIND_LABELS,
  AMENDMENT_STATUSES,
  AMENDMENT_STATUS_LABELS,
  AMENDMENT_STATUS_COLORS,
  type AmendmentKind,
  type AmendmentStatus,
} from '@gabinete/shared';
import { useState } from 'react';
import { FilterBar, useFilterBox } from '../../../components/filters/filter-bar.tsx';
import { MultiFilterButton } from '../../../components/filters/multi-filter-button.tsx';
import { chipCollector } from '../../../lib/chip-list.ts';
import { joinList, splitList } from '../../../lib/url-list.ts';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { institutionQuery } from '../../institutions/api/institutions.api.ts';
import { InstitutionSelect } from '../../institutions/components/institution-select.tsx';
import { amendmentsMapQuery } from '../api/amendments.api.ts';
import type { AmendmentFilterValues } from '../lib/amendment-filter-params.ts';

interface AmendmentFiltersProps {
  q: string;
  filters: AmendmentFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
}

const YEARS = Array.from({ length: 10 }, (_, i) => String(new Date().getFullYear() + 1 - i));

function ValueRange({ filters, onChange }: Pick<AmendmentFiltersProps, 'filters' | 'onChange'>) {
  const [opened, setOpened] = useState(false);
  const [min, setMin] = useState<string | number>(filters.minValue ?? '');
  const [max, setMax] = useState<string | number>(filters.maxValue ?? '');
  const active = filters.minValue || filters.maxValue;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withinPortal>
      <Popover.Target>
        <Button variant={active ? 'light' : 'default'} onClick={() => setOpened((o) => !o)}>
          Valor indicado
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          <NumberInput
            label="De (R$)"
            value={min}
            onChange={setMin}
            thousandSeparator="."
            decimalSeparator=","
            min={0}
            hideControls
          />
          <NumberInput
            label="Até (R$)"
            value={max}
            onChange={setMax}
            thousandSeparator="."
            decimalSeparator=","
            min={0}
            hideControls
          />
          <Button
            size="xs"
            onClick={() => {
              onChange({
                minValue: min === '' ? null : String(Math.floor(Number(min))),
                maxValue: max === '' ? null : String(Math.ceil(Number(max))),
              });
              setOpened(false);
            }}
          >
            Aplicar
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export function AmendmentFilters({ q, filters, onChange, onClear }: AmendmentFiltersProps) {
  const box = useFilterBox(140);
  const areas = useQuery(areasQuery(true));
  // The municípios that have emendas (the map's summary), to choose from.
  const cities = useQuery(amendmentsMapQuery({ zoom: 5 }));
  const institution = useQuery({
    ...institutionQuery(filters.institutionId ?? ''),
    enabled: !!filters.institutionId,
  });
  const [author, setAuthor] = useState(filters.author ?? '');
  const cityOptions = (cities.data?.cities ?? []).map((c) => ({
    value: String(c.cityIbge),
    label: `${c.city}/${c.uf}`,
  }));
  const areaOptions = (areas.data ?? []).map((a) => ({ value: a._id, label: a.name }));

  const { chips, add } = chipCollector();
  if (q) add('q', `Busca: ${q}`);
  if (filters.year) add('year', `Ano: ${filters.year}`);
  if (filters.status)
    add(
      'status',
      `Situação: ${splitList(filters.status)
        .map((s) => AMENDMENT_STATUS_LABELS[s as AmendmentStatus] ?? s)
        .join(', ')}`,
    );
  if (filters.kind)
    add(
      'kind',
      `Tipo: ${splitList(filters.kind)
        .map((k) => AMENDMENT_KIND_LABELS[k as AmendmentKind] ?? k)
        .join(', ')}`,
    );
  if (filters.cityIbge)
    add(
      'cityIbge',
      `Município: ${cityOptions.find((c) => c.value === filters.cityIbge)?.label ?? filters.cityIbge}`,
    );
  if (filters.institutionId) add('institutionId', `Beneficiário: ${institution.data?.name ?? '…'}`);
  if (filters.areaId)
    add('areaId', `Área: ${areaOptions.find((a) => a.value === filters.areaId)?.label ?? '…'}`);
  if (filters.author) add('author', `Autor: ${filters.author}`);
  if (filters.minValue || filters.maxValue) {
    const from = filters.minValue ? `de R$ ${Number(filters.minValue).toLocaleString('pt-BR')}` : '';
    const to = filters.maxValue ? `até R$ ${Number(filters.maxValue).toLocaleString('pt-BR')}` : '';
    add('value', `Valor ${[from, to].filter(Boolean).join(' ')}`, ['minValue', 'maxValue']);
  }
  if (filters.deleted) add('deleted', 'Lixeira');

  return (
    <FilterBar
      q={q}
      searchLabel="Buscar emendas"
      searchPlaceholder="Objeto, autor, número ou código"
      chips={chips}
      onChange={onChange}
      onClear={onClear}
      foldOnPhone
    >
      <Select
        aria-label="Ano"
        placeholder="Ano"
        data={YEARS}
        value={filters.year}
        onChange={(v) => onChange({ year: v })}
        clearable
        style={box(110)}
      />
      <MultiFilterButton
        label="Situação"
        options={AMENDMENT_STATUSES.map((s) => ({
          value: s,
          label: AMENDMENT_STATUS_LABELS[s],
          color: AMENDMENT_STATUS_COLORS[s],
        }))}
        value={splitList(filters.status)}
        onChange={(values) => onChange({ status: joinList(values) })}
      />
      <MultiFilterButton
        label="Tipo"
        options={AMENDMENT_KINDS.map((k) => ({ value: k, label: AMENDMENT_KIND_LABELS[k] }))}
        value={splitList(filters.kind)}
        onChange={(values) => onChange({ kind: joinList(values) })}
      />
      <Select
        aria-label="Município"
        placeholder="Município"
        data={cityOptions}
        value={filters.cityIbge}
        onChange={(v) => onChange({ cityIbge: v })}
        searchable
        clearable
        nothingFoundMessage="Nenhum município com emendas"
        style={box(180)}
      />
      <InstitutionSelect
        aria-label="Beneficiário"
        placeholder="Beneficiário"
        value={
          institution.data
            ? { _id: institution.data._id, name: institution.data.name, cnpj: institution.data.cnpj }
            : null
        }
        onChange={(i) => onChange({ institutionId: i?._id ?? null })}
        style={box(200)}
      />
      <Select
        aria-label="Área"
        placeholder="Área"
        data={areaOptions}
        value={filters.areaId}
        onChange={(v) => onChange({ areaId: v })}
        clearable
        style={box(150)}
      />
      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label="Autor"
          placeholder="Autor"
          value={author}
          onChange={(e) => setAuthor(e.currentTarget.value)}
          onBlur={() => author !== (filters.author ?? '') && onChange({ author: author || null })}
          onKeyDown={(e) => e.key === 'Enter' && onChange({ author: author || null })}
          style={box(150)}
        />
      </Group>
      <ValueRange filters={filters} onChange={onChange} />
    </FilterBar>
  );
}
