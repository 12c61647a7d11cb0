// The to-do list's rows: complete checkbox, title, tag badges, assignee, due date and the importance star.
import {
  ActionIcon,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { formatDate } from '../../lib/format.ts';
import { tagInfo, type Task } from './todo-meta.ts';

interface TodoListProps {
  tasks: Task[];
  onOpen: (task: Task) => void;
  onToggleComplete: (task: Task) => void;
  onToggleImportant: (task: Task) => void;
}

export function TodoList({ tasks, onOpen, onToggleComplete, onToggleImportant }: TodoListProps) {
  if (tasks.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Nenhuma tarefa encontrada.
      </Text>
    );
  }
  return (
    <Stack component="ul" aria-label="Lista de tarefas" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {tasks.map((task) => (
        <Group
          component="li"
          key={task.id}
          wrap="nowrap"
          gap="sm"
          px="md"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Checkbox
            checked={task.isCompleted}
            onChange={() => onToggleComplete(task)}
            aria-label={`Concluir “${task.title}”`}
            disabled={task.isDeleted}
          />
          <UnstyledButton onClick={() => onOpen(task)} style={{ flex: 1, minWidth: 0 }}>
            <Text
              size="sm"
              fw={500}
              truncate
              td={task.isCompleted ? 'line-through' : undefined}
              c={task.isCompleted ? 'dimmed' : undefined}
            >
              {task.title}
            </Text>
            <Group gap={4} mt={4} hiddenFrom="sm">
              {task.tags.map((tag) => (
                <Badge key={tag} size="xs" variant="light" color={tagInfo(tag)?.color}>
                  {tagInfo(tag)?.label ?? tag}
                </Badge>
              ))}
            </Group>
          </UnstyledButton>
          <Group gap={4} visibleFrom="sm" wrap="nowrap">
            {task.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" color={tagInfo(tag)?.color}>
                {tagInfo(tag)?.label ?? tag}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed" w={76} ta="right" visibleFrom="xs">
            {formatDate(task.dueDate)}
          </Text>
          {task.assignee && (
            <Tooltip label={task.assignee.fullName}>
              <Avatar src={task.assignee.avatar} name={task.assignee.fullName} size={28} radius="xl" />
            </Tooltip>
          )}
          <ActionIcon
            variant="subtle"
            color={task.isImportant ? 'yellow' : 'gray'}
            onClick={() => onToggleImportant(task)}
            aria-label={
              task.isImportant
                ? `Desmarcar “${task.title}” como importante`
                : `Marcar “${task.title}” como importante`
            }
            aria-pressed={task.isImportant}
            disabled={task.isDeleted}
          >
            {task.isImportant ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
