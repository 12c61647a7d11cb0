// The page's filters: Todas / Não lidas and the kind, kept in the URL.
import { Group, SegmentedControl, Select } from '@mantine/core';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from '@gabinete/shared';

const KIND_OPTIONS = NOTIFICATION_KINDS.map((kind) => ({
  value: kind,
  label: NOTIFICATION_KIND_LABELS[kind],
}));

interface NotificationsFiltersProps {
  unreadOnly: boolean;
  kind: string | null;
  onChange: (changes: Record<string, string | null>) => void;
}

export function NotificationsFilters({ unreadOnly, kind, onChange }: NotificationsFiltersProps) {
  return (
    <Group gap="sm">
      <SegmentedControl
        aria-label="Mostrar"
        data={[
          { value: 'all', label: 'Todas' },
          { value: 'unread', label: 'Não lidas' },
        ]}
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(value) => onChange({ status: value === 'unread' ? 'unread' : null })}
      />
      <Select
        aria-label="Tipo"
        placeholder="Todos os tipos"
        data={KIND_OPTIONS}
        value={kind}
        onChange={(value) => onChange({ kind: value })}
        clearable
        w={{ base: '100%', xs: 290 }}
      />
    </Group>
  );
}
