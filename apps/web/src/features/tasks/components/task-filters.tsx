// Filter bar of the tarefas: search, situação (list only: abertas, encerradas, todas), responsável (on
// 'Todas'), prioridade and prazo (vencidas, hoje, 7 dias); chips and 'Limpar' — all in the URL.
import { MultiSelect, SegmentedControl, Select } from '@mantine/core';
import { PRIORITIES, PRIORITY_LABELS, TASK_DUE_FILTERS, TASK_DUE_LABELS } from '@gabinete/shared';
import { FilterBar, useFilterBox } from '../../../components/filters/filter-bar.tsx';
import { joinList, splitList } from '../../../lib/url-list.ts';
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
  const box = useFilterBox(130);
  const team = useTeam();
  const chips = taskChips(q, filters, new Map(team.options.map((u) => [u.value, u.label])), board);
  const mine = isMineTab(filters);
  const situation = situationOf(filters.status);

  return (
    <FilterBar
      q={q}
      searchLabel="Buscar tarefas"
      searchPlaceholder="Buscar tarefas"
      chips={chips}
      onChange={onChange}
      onClear={onClear}
      foldOnPhone
    >
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
        value={splitList(filters.priorities)}
        onChange={(values) => onChange({ priorities: joinList(values) })}
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
        // Wide enough for the longest choice, 'Vencem em 7 dias', with the clear button.
        style={{ ...box(190), minWidth: 180 }}
        data-testid="task-due-filter"
      />
    </FilterBar>
  );
}
