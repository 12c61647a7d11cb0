// The tags table: badge in its colour, categoria, usage linking to the citizens list, and row actions.
import { ActionIcon, Anchor, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Tag } from '@gabinete/shared';
import { IconArrowMerge, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { formatDate } from '../../../lib/format.ts';
import { TagBadge } from './tag-select.tsx';
import { citizensWithTagPath, tagUsageLabel } from '../tag-usage.ts';

interface TagsTableProps {
  tags: Tag[];
  sort: string | null;
  onSort: (sort: string) => void;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (tag: Tag) => void;
  onMerge: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}

export function TagsTable({
  tags,
  sort,
  onSort,
  canEdit,
  canDelete,
  onEdit,
  onMerge,
  onDelete,
}: TagsTableProps) {
  const th = { sort, onSort, defaultSort: 'name' };
  const actionsMenu = (tag: Tag) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Ações da tag ${tag.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(tag)}>
            Editar
          </Menu.Item>
        )}
        {canEdit && canDelete && (
          <Menu.Item leftSection={<IconArrowMerge size={14} />} onClick={() => onMerge(tag)}>
            Juntar outras tags nesta
          </Menu.Item>
        )}
        {canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(tag)}>
            Excluir
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
  const table = (
    <Table.ScrollContainer minWidth={620}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Tags">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" {...th}>
              Tag
            </SortableTh>
            <Table.Th>Categoria</Table.Th>
            <SortableTh column="usageCount" {...th}>
              Uso
            </SortableTh>
            <SortableTh column="createdAt" {...th}>
              Criada em
            </SortableTh>
            {(canEdit || canDelete) && (
              <Table.Th w={48}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tags.map((tag) => (
            <Table.Tr key={tag._id}>
              <Table.Td>
                <TagBadge name={tag.name} color={tag.color} size="lg" />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={tag.category ? undefined : 'dimmed'}>
                  {tag.category?.name ?? 'Sem categoria'}
                </Text>
              </Table.Td>
              <Table.Td>
                {tag.usageCount > 0 ? (
                  <Anchor component={Link} to={citizensWithTagPath(tag._id)} size="sm">
                    {tagUsageLabel(tag.usageCount)}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {tagUsageLabel(0)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDate(tag.createdAt)}
                </Text>
              </Table.Td>
              {(canEdit || canDelete) && <Table.Td>{actionsMenu(tag)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Tags"
      items={tags}
      table={table}
      card={(tag) => ({
        key: tag._id,
        title: <TagBadge name={tag.name} color={tag.color} size="lg" />,
        fields: [
          { label: 'Categoria', value: tag.category?.name ?? 'Sem categoria' },
          {
            label: 'Uso',
            value:
              tag.usageCount > 0 ? (
                <Anchor component={Link} to={citizensWithTagPath(tag._id)} size="sm">
                  {tagUsageLabel(tag.usageCount)}
                </Anchor>
              ) : (
                tagUsageLabel(0)
              ),
          },
        ],
        menu: (canEdit || canDelete) && actionsMenu(tag),
      })}
    />
  );
}
