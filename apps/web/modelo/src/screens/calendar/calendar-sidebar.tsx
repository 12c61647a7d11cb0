// The calendar's left panel: 'Adicionar evento' and the calendar filters ('Ver todos' and one box per calendar).
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CALENDARS, type CalendarName } from './calendar-meta.ts';

interface CalendarSidebarProps {
  checked: CalendarName[];
  onChange: (checked: CalendarName[]) => void;
  onAdd: () => void;
}

export function CalendarSidebar({ checked, onChange, onAdd }: CalendarSidebarProps) {
  const all = checked.length === CALENDARS.length;
  return (
    <Stack gap="sm">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        Adicionar evento
      </Button>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="sm">
        Calendários
      </Text>
      <Checkbox
        label="Ver todos"
        checked={all}
        indeterminate={!all && checked.length > 0}
        onChange={() => onChange(all ? [] : CALENDARS.map((c) => c.value))}
      />
      {CALENDARS.map((item) => (
        <Checkbox
          key={item.value}
          label={item.label}
          color={item.color}
          checked={checked.includes(item.value)}
          onChange={(e) =>
            onChange(
              e.currentTarget.checked
                ? CALENDARS.map((c) => c.value).filter((v) => v === item.value || checked.includes(v))
                : checked.filter((v) => v !== item.value),
            )
          }
        />
      ))}
    </Stack>
  );
}
