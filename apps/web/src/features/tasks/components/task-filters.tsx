// Filter bar of the tarefas: search, situação (list only: abertas, encerradas, todas), responsável (on
// 'Todas'), prioridade and prazo (vencidas, hoje, 7 dias); chips and 'Limpar' — all in the URL.
import { Group, MultiSelect, SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PRIORITIES, PRIORITY_LABELS, TASK_DUE_FILTERS, TASK_DUE_LABELS } from '@gabinete/shared';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTeam } from '../../demands/lib/use-demand-lookups.ts';
import {
  isMineTab,
  SITUATION_STATUS,
  situationOf,
  taskChips,
  type Situation,
  type TaskUrlValues,
} from '../lib/task-filter-params.ts';

interface TaskFiltersProps {
  q: string;
  filters: TaskUrlValues;
  board: boolean;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
}

const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));
const DUE_OPTIONS = TASK_DUE_FILTERS.map((d) => ({ value: d, label: TASK_DUE_LABELS[d] }));

export function TaskFilters({ q, filters, board, onChange, onClear }: TaskFiltersProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const box = (basis: number) => ({ flex: phone ? '1 1 100%' : `0 1 ${basis}px`, minWidth: 130 });
  const team = useTeam();
  const chips = taskChips(q, filters, new Map(team.options.map((u) => [u.value, u.label])), board);
  const mine = isMineTab(filters);
  const situation = situationOf(filters.status);

  return (
    <div>
      <Group gap="sm" align="flex-start">
        <SearchInput
          value={q}
          onSearch={(value) => onChange({ q: value })}
          placeholder="Buscar tarefas"
          label="Buscar tarefas"
        />
        {!board && (
          <SegmentedControl
            aria-label="Situação"
            value={situation ?? ''}
            onChange={(value) => onChange({ status: SITUATION_STATUS[value as Situation] })}
            data={[
              { value: 'abertas', label: 'Abertas' },
              { value: 'encerradas', label: 'Encerradas' },
              { value: 'todas', label: 'Todas' },
            ]}
          />
        )}
        {!mine && (
          <Select
            aria-label="Responsável"
            placeholder="Responsável"
            data={[{ value: 'none', label: 'Sem responsável' }, ...team.options]}
            value={filters.assigneeId}
            onChange={(value) => onChange({ assigneeId: value })}
            clearable
            searchable
            nothingFoundMessage="Ninguém encontrado"
            style={box(160)}
          />
        )}
        <MultiSelect
          aria-label="Prioridade"
          placeholder={filters.priorities ? undefined : 'Prioridade'}
          data={PRIORITY_OPTIONS}
          value={filters.priorities ? filters.priorities.split(',') : []}
          onChange={(values) => onChange({ priorities: values.length ? values.join(',') : null })}
          clearable
          hidePickedOptions
          style={box(140)}
        />
        <Select
          aria-label="Prazo"
          placeholder="Prazo"
          data={DUE_OPTIONS}
          value={filters.due}
          onChange={(value) => onChange({ due: value })}
          clearable
          style={box(150)}
        />
      </Group>
      <FilterChips
        filters={chips}
        onRemove={(key) => {
          const chip = chips.find((c) => c.key === key);
          onChange(Object.fromEntries((chip?.clears ?? [key]).map((k) => [k, null])));
        }}
        onClear={onClear}
      />
    </div>
  );
}
