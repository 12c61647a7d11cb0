// Picks tags of the office, shown as badges in their own colours (citizen form, filters, map, bulk bar).
import {
  Badge,
  CheckIcon,
  Combobox,
  Group,
  Pill,
  PillsInput,
  Text,
  useCombobox,
  type MantineSize,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties } from 'react';
import { allTagsQuery } from '../api/tags.queries.ts';

/** A tag as a small badge in its colour (lists, profile, pickers). */
export function TagBadge({ name, color, size = 'sm' }: { name: string; color: string; size?: MantineSize }) {
  return (
    <Badge color={color} variant="light" size={size} radius="sm" style={{ textTransform: 'none' }}>
      {name}
    </Badge>
  );
}

const pillStyle = (color: string): CSSProperties => ({
  backgroundColor: `var(--mantine-color-${color}-light)`,
  color: `var(--mantine-color-${color}-light-color)`,
});

interface TagSelectProps {
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
  placeholder?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  /** Tags not to offer (e.g. the tag being merged into). */
  excludeIds?: readonly string[];
  /** At most this many tags (the citizen record allows 50, bulk actions 20). */
  maxValues?: number;
  size?: MantineSize;
  style?: CSSProperties;
}

export function TagSelect({
  value,
  onChange,
  label,
  placeholder = 'Escolha tags',
  description,
  error,
  disabled,
  excludeIds,
  maxValues = 50,
  size,
  style,
}: TagSelectProps) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const [search, setSearch] = useState('');
  const tags = useQuery(allTagsQuery());
  const byId = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag._id, tag])), [tags.data]);

  const toggle = (id: string) => {
    if (value.includes(id)) onChange(value.filter((v) => v !== id));
    else if (value.length < maxValues) onChange([...value, id]);
    setSearch('');
  };

  const needle = normalize(search);
  const options = (tags.data ?? [])
    .filter((tag) => !excludeIds?.includes(tag._id))
    .filter(
      (tag) =>
        !needle ||
        normalize(tag.name).includes(needle) ||
        normalize(tag.category?.name ?? '').includes(needle),
    )
    .slice(0, 200)
    .map((tag) => (
      <Combobox.Option value={tag._id} key={tag._id} active={value.includes(tag._id)}>
        <Group gap="xs" wrap="nowrap">
          {value.includes(tag._id) ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
          <TagBadge name={tag.name} color={tag.color} />
          {tag.category ? (
            <Text size="xs" c="dimmed">
              {tag.category.name}
            </Text>
          ) : null}
        </Group>
      </Combobox.Option>
    ));

  const pills = value.map((id) => {
    const tag = byId.get(id);
    return (
      <Pill
        key={id}
        withRemoveButton={!disabled}
        onRemove={() => onChange(value.filter((v) => v !== id))}
        style={tag ? pillStyle(tag.color) : undefined}
        removeButtonProps={{ 'aria-label': `Remover a tag ${tag?.name ?? ''}`.trim() }}
      >
        {tag?.name ?? '…'}
      </Pill>
    );
  });

  const emptyMessage = tags.isPending
    ? 'Carregando tags…'
    : tags.isError
      ? 'Não foi possível carregar as tags'
      : (tags.data ?? []).length === 0
        ? 'Nenhuma tag cadastrada ainda (crie em Tags)'
        : 'Nenhuma tag encontrada';

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} withinPortal size={size}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          description={description}
          error={error}
          disabled={disabled}
          size={size}
          style={style}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {pills}
            <Combobox.EventsTarget>
              <PillsInput.Field
                aria-label={label ? undefined : 'Tags'}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                value={search}
                placeholder={value.length ? undefined : placeholder}
                // Mantine's 100px minimum pushes the typing spot to a second line after one pill.
                style={value.length ? { minWidth: 40 } : undefined}
                disabled={disabled}
                onChange={(event) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {options.length > 0 ? options : <Combobox.Empty>{emptyMessage}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
