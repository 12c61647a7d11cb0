// The citizens table: selection, nome (+ nome social/apelido), contato, lugar, idade, tags, cadastro.
import { Anchor, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import type { CitizenListItem } from '@gabinete/shared';
import { IconRestore } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { TagBadge } from '../../tags/components/tag-select.tsx';

interface CitizensTableProps {
  citizens: CitizenListItem[];
  sort: string | null;
  onSort: (sort: string) => void;
  selected: ReadonlySet<string>;
  /** The bin has no bulk actions, so no checkboxes. */
  selectable?: boolean;
  onToggle: (id: string) => void;
  onTogglePage: (checked: boolean) => void;
  /** The bin: deleted rows with 'Restaurar' instead of a link to the profile. */
  onRestore?: (citizen: CitizenListItem) => void;
  restoringId?: string | null;
}

const MAX_TAGS = 3;

export function citizenPlace(c: Pick<CitizenListItem, 'city' | 'uf'>): string {
  if (c.city && c.uf) return `${c.city}/${c.uf}`;
  return c.city ?? c.uf ?? '—';
}

export function CitizensTable(props: CitizensTableProps) {
  const {
    citizens,
    sort,
    onSort,
    selected,
    selectable = true,
    onToggle,
    onTogglePage,
    onRestore,
    restoringId,
  } = props;
  const th = { sort, onSort, defaultSort: 'name' };
  const navigate = useNavigate();
  const onPage = citizens.filter((c) => selected.has(c._id)).length;
  const open = (c: CitizenListItem) => void navigate(`/eleitores/${c._id}`);

  const table = (
    <Table.ScrollContainer minWidth={onRestore ? 1180 : 980}>
      <Table highlightOnHover verticalSpacing="xs" aria-label="Eleitores">
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Selecionar todos desta página"
                  checked={onPage > 0 && onPage === citizens.length}
                  indeterminate={onPage > 0 && onPage < citizens.length}
                  onChange={(event) => onTogglePage(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <SortableTh column="name" {...th}>
              Nome
            </SortableTh>
            <Table.Th>Telefone</Table.Th>
            <SortableTh column="neighborhood" {...th}>
              Bairro
            </SortableTh>
            <SortableTh column="city" {...th}>
              Cidade/UF
            </SortableTh>
            <SortableTh column="birthDate" {...th}>
              Idade
            </SortableTh>
            <Table.Th>Tags</Table.Th>
            <SortableTh column="createdAt" {...th}>
              <span style={{ whiteSpace: 'nowrap' }}>Cadastrado em</span>
            </SortableTh>
            {onRestore && <Table.Th>Excluído em</Table.Th>}
            {onRestore && <Table.Th aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {citizens.map((c) => {
            const alias = [c.socialName, c.nickname && `“${c.nickname}”`].filter(Boolean).join(' · ');
            return (
              <Table.Tr
                key={c._id}
                className="gab-clickable-row"
                bg={selected.has(c._id) ? 'var(--mantine-color-blue-light)' : undefined}
                onClick={() => open(c)}
              >
                {selectable && (
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={`Selecionar ${c.name}`}
                      checked={selected.has(c._id)}
                      onChange={() => onToggle(c._id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/eleitores/${c._id}`}
                    c="inherit"
                    fw={500}
                    size="sm"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {c.name}
                  </Anchor>
                  {alias && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {alias}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{c.phone ? formatPhone(c.phone) : '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.neighborhood ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{citizenPlace(c)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.age ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="wrap" maw={240}>
                    {c.tags.slice(0, MAX_TAGS).map((tag) => (
                      <TagBadge key={tag._id} name={tag.name} color={tag.color} size="xs" />
                    ))}
                    {c.tags.length > MAX_TAGS && (
                      <Text size="xs" c="dimmed" title={c.tags.map((t) => t.name).join(', ')}>
                        +{c.tags.length - MAX_TAGS}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDate(c.createdAt)}
                  </Text>
                </Table.Td>
                {onRestore && (
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {formatDate(c.deletedAt)}
                    </Text>
                  </Table.Td>
                )}
                {onRestore && (
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconRestore size={14} />}
                      loading={restoringId === c._id}
                      onClick={() => onRestore(c)}
                    >
                      Restaurar
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Eleitores"
      items={citizens}
      table={table}
      header={
        selectable && (
          <Checkbox
            label="Selecionar todos desta página"
            checked={onPage > 0 && onPage === citizens.length}
            indeterminate={onPage > 0 && onPage < citizens.length}
            onChange={(event) => onTogglePage(event.currentTarget.checked)}
          />
        )
      }
      card={(c) => {
        const alias = [c.socialName, c.nickname && `“${c.nickname}”`].filter(Boolean).join(' · ');
        return {
          key: c._id,
          href: `/eleitores/${c._id}`,
          leading: selectable && (
            <Checkbox
              aria-label={`Selecionar ${c.name}`}
              checked={selected.has(c._id)}
              onChange={() => onToggle(c._id)}
            />
          ),
          title: c.name,
          subtitle: alias && (
            <Text size="xs" c="dimmed">
              {alias}
            </Text>
          ),
          badges:
            c.tags.length > 0 &&
            c.tags
              .slice(0, MAX_TAGS)
              .map((tag) => <TagBadge key={tag._id} name={tag.name} color={tag.color} size="xs" />),
          fields: [
            { label: 'Telefone', value: c.phone ? formatPhone(c.phone) : '—' },
            { label: 'Bairro', value: c.neighborhood ?? '—' },
            { label: 'Cidade/UF', value: citizenPlace(c) },
            onRestore
              ? { label: 'Excluído em', value: formatDate(c.deletedAt) }
              : { label: 'Idade', value: c.age ?? '—' },
          ],
          actions: onRestore && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRestore size={14} />}
              loading={restoringId === c._id}
              onClick={() => onRestore(c)}
            >
              Restaurar
            </Button>
          ),
        };
      }}
    />
  );
}
