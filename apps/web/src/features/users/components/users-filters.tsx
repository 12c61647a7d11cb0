// Filter bar of the users list: search first, then perfil and situação; chips show what is active.
import { Group, Select } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@gabinete/shared';
import { FilterChips, type ActiveFilter } from '../../../components/filter-chips.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ROLE_OPTIONS } from './invite-user-drawer.tsx';
import { USER_STATUS_LABELS } from './user-status-badge.tsx';

const STATUS_OPTIONS = Object.entries(USER_STATUS_LABELS).map(([value, label]) => ({ value, label }));

interface UsersFiltersProps {
  q: string;
  role: string | null;
  status: string | null;
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
}

export function UsersFilters({ q, role, status, onChange, onClear }: UsersFiltersProps) {
  const active: ActiveFilter[] = [];
  if (q) active.push({ key: 'q', label: `Busca: ${q}` });
  if (role) active.push({ key: 'role', label: `Perfil: ${ROLE_LABELS[role as Role] ?? role}` });
  if (status) {
    active.push({
      key: 'status',
      label: `Situação: ${USER_STATUS_LABELS[status as keyof typeof USER_STATUS_LABELS] ?? status}`,
    });
  }

  return (
    <div>
      <Group gap="sm" align="flex-end">
        <SearchInput
          value={q}
          onSearch={(value) => onChange({ q: value })}
          placeholder="Buscar por nome ou e-mail"
          label="Buscar usuários"
        />
        <Select
          aria-label="Perfil"
          placeholder="Perfil"
          data={ROLE_OPTIONS}
          value={role}
          onChange={(value) => onChange({ role: value })}
          clearable
          w={220}
        />
        <Select
          aria-label="Situação"
          placeholder="Situação"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => onChange({ status: value })}
          clearable
          w={190}
        />
      </Group>
      <FilterChips filters={active} onRemove={(key) => onChange({ [key]: null })} onClear={onClear} />
    </div>
  );
}
