// The filter bar of a list page (UI.md): the search first, then the filters, then the active ones as
// chips with 'Limpar'.
import { Badge, Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FilterChip } from '../../lib/chip-list.ts';
import { FilterChips } from '../filter-chips.tsx';
import { SearchInput } from '../search-input.tsx';

const PHONE = '(max-width: 36em)';

/** A filter's width in the bar; on a phone every filter takes the whole row. */
export function useFilterBox(minWidth: number) {
  const phone = useMediaQuery(PHONE);
  return (basis: number) => ({ flex: phone ? '1 1 100%' : `0 1 ${basis}px`, minWidth });
}

const countBadge = (count: number) =>
  count ? (
    <Badge size="xs" circle>
      {count}
    </Badge>
  ) : null;

export function MoreFiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button
      variant="default"
      leftSection={<IconAdjustmentsHorizontal size={16} />}
      rightSection={countBadge(count)}
      onClick={onClick}
    >
      Mais filtros
    </Button>
  );
}

interface FilterBarProps {
  q: string;
  searchLabel: string;
  searchPlaceholder: string;
  chips: FilterChip[];
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
  /** On a phone the filters fold behind a counted 'Filtros' button, so the list is not pushed away. */
  foldOnPhone?: boolean;
  /** The filters after the search. */
  children: ReactNode;
  /** Below the chips: the 'Mais filtros' drawer. */
  drawer?: ReactNode;
}

export function FilterBar({
  q,
  searchLabel,
  searchPlaceholder,
  chips,
  onChange,
  onClear,
  foldOnPhone = false,
  children,
  drawer,
}: FilterBarProps) {
  const [unfolded, { toggle }] = useDisclosure(false);
  const folds = useMediaQuery(PHONE) && foldOnPhone;
  return (
    <div>
      <Group gap="sm" align="flex-start">
        <SearchInput
          value={q}
          onSearch={(value) => onChange({ q: value })}
          placeholder={searchPlaceholder}
          label={searchLabel}
        />
        {folds && (
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            rightSection={countBadge(chips.filter((c) => c.key !== 'q').length)}
            onClick={toggle}
            aria-expanded={unfolded}
          >
            Filtros
          </Button>
        )}
        {(!folds || unfolded) && children}
      </Group>
      <FilterChips
        filters={chips}
        onRemove={(key) => {
          const chip = chips.find((c) => c.key === key);
          onChange(Object.fromEntries((chip?.clears ?? [key]).map((k) => [k, null])));
        }}
        onClear={onClear}
      />
      {drawer}
    </div>
  );
}
