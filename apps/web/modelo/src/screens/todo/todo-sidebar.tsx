// The to-do app's left column: 'Adicionar tarefa', the filters and the tags, all links that drive the URL.
import { Box, Button, ColorSwatch, NavLink, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecklist, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FILTERS, TAGS, type TaskFilter } from './todo-meta.ts';

const ICONS = { '': IconChecklist, important: IconStar, completed: IconCheck, deleted: IconTrash };

interface TodoSidebarProps {
  filter: TaskFilter;
  tag: string;
  onAdd: () => void;
  onNavigate?: () => void;
}

export function TodoSidebar({ filter, tag, onAdd, onNavigate }: TodoSidebarProps) {
  return (
    <Stack gap="xs">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        Adicionar tarefa
      </Button>
      <Box component="nav" aria-label="Filtros de tarefas">
        {FILTERS.map((item) => {
          const Icon = ICONS[item.value];
          return (
            <NavLink
              key={item.value || 'all'}
              component={Link}
              to={item.value ? `/tarefas/${item.value}` : '/tarefas'}
              label={item.label}
              leftSection={<Icon size={16} />}
              active={!tag && filter === item.value}
              onClick={onNavigate}
            />
          );
        })}
      </Box>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="sm" px="sm">
        Etiquetas
      </Text>
      <Box component="nav" aria-label="Etiquetas de tarefas">
        {TAGS.map((item) => (
          <NavLink
            key={item.value}
            component={Link}
            to={`/tarefas/tag/${item.value}`}
            label={item.label}
            leftSection={<ColorSwatch color={`var(--mantine-color-${item.color}-6)`} size={10} />}
            active={tag === item.value}
            onClick={onNavigate}
          />
        ))}
      </Box>
    </Stack>
  );
}
