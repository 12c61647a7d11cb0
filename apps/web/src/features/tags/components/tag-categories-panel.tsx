// Left column of /tags: all tags, each category with its tag count, and the tags without a category.
import {
  ActionIcon,
  Button,
  Card,
  ColorSwatch,
  Group,
  Menu,
  NavLink,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { TagCategorySchema } from '@gabinete/shared';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatNumber } from '../../../lib/format.ts';

type Category = z.infer<typeof TagCategorySchema>;

interface TagCategoriesPanelProps {
  categories: Category[] | undefined;
  error: unknown;
  /** null = every tag, 'none' = without a category, else a category id. */
  selected: string | null;
  canEdit: boolean;
  onSelect: (categoryId: string | null) => void;
  onCreate: () => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

const count = (n: number) => (
  <Text size="xs" c="dimmed">
    {formatNumber(n)}
  </Text>
);

export function TagCategoriesPanel(props: TagCategoriesPanelProps) {
  const { categories, error, selected, canEdit, onSelect, onCreate, onEdit, onDelete } = props;
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" mb="xs" px="xs">
        <Text fw={600} size="sm">
          Categorias
        </Text>
        {canEdit && (
          <Button size="compact-sm" variant="subtle" leftSection={<IconPlus size={14} />} onClick={onCreate}>
            Nova
          </Button>
        )}
      </Group>
      <ErrorAlert error={error} />
      <Stack gap={2} role="list" aria-label="Categorias de tags">
        <NavLink
          role="listitem"
          label="Todas as tags"
          active={selected === null}
          onClick={() => onSelect(null)}
        />
        {!categories && !error && [1, 2, 3].map((i) => <Skeleton key={i} height={32} radius="sm" />)}
        {categories?.map((category) => (
          <Group key={category._id} gap={0} wrap="nowrap" role="listitem">
            <NavLink
              label={category.name}
              leftSection={<ColorSwatch color={`var(--mantine-color-${category.color}-6)`} size={12} />}
              rightSection={count(category.tagsCount)}
              active={selected === category._id}
              onClick={() => onSelect(category._id)}
              style={{ flex: 1 }}
            />
            {canEdit && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Ações da categoria ${category.name}`}
                  >
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(category)}>
                    Renomear ou mudar a cor
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => onDelete(category)}
                  >
                    Excluir categoria
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        ))}
        <NavLink
          role="listitem"
          label="Sem categoria"
          c="dimmed"
          active={selected === 'none'}
          onClick={() => onSelect('none')}
        />
      </Stack>
    </Card>
  );
}
