// Filters of the audit log: registro, ação, usuário and a date range (all in the URL).
import { Group, Select } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@gabinete/shared';
import { FilterChips, type ActiveFilter } from '../../../components/filter-chips.tsx';
import { formatDate } from '../../../lib/format.ts';
import { DateFilterInput } from '../../../components/filters/date-filter-input.tsx';

const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }));
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

export interface AuditFilterValues {
  entity: string | null;
  action: string | null;
  userId: string | null;
  from: string | null;
  to: string | null;
}

interface AuditFiltersProps {
  filters: AuditFilterValues;
  users: { value: string; label: string }[];
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
}

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);

export function AuditFilters({ filters, users, onChange, onClear }: AuditFiltersProps) {
  const chips: ActiveFilter[] = [];
  if (filters.entity)
    chips.push({
      key: 'entity',
      label: `Registro: ${AUDIT_ENTITY_LABELS[filters.entity] ?? filters.entity}`,
    });
  if (filters.action)
    chips.push({ key: 'action', label: `Ação: ${AUDIT_ACTION_LABELS[filters.action] ?? filters.action}` });
  if (filters.userId) {
    chips.push({
      key: 'userId',
      label: `Usuário: ${users.find((u) => u.value === filters.userId)?.label ?? '…'}`,
    });
  }
  if (filters.from) chips.push({ key: 'from', label: `De ${day(filters.from)}` });
  if (filters.to) chips.push({ key: 'to', label: `Até ${day(filters.to)}` });

  return (
    <div>
      <Group gap="sm" align="flex-end">
        <Select
          label="Registro"
          placeholder="Todos"
          data={ENTITY_OPTIONS}
          value={filters.entity}
          onChange={(value) => onChange({ entity: value })}
          clearable
          w={190}
        />
        <Select
          label="Ação"
          placeholder="Todas"
          data={ACTION_OPTIONS}
          value={filters.action}
          onChange={(value) => onChange({ action: value })}
          clearable
          w={210}
        />
        <Select
          label="Usuário"
          placeholder="Todos"
          data={users}
          value={filters.userId}
          onChange={(value) => onChange({ userId: value })}
          clearable
          searchable
          w={210}
        />
        <DateFilterInput label="De" value={filters.from} onChange={(from) => onChange({ from })} />
        <DateFilterInput label="Até" value={filters.to} onChange={(to) => onChange({ to })} />
      </Group>
      <FilterChips filters={chips} onRemove={(key) => onChange({ [key]: null })} onClear={onClear} />
    </div>
  );
}
