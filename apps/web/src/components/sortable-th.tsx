// A column header that sorts the list on the server; the sort lives in the URL like the filters.
import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableThProps {
  column: string;
  /** The list's current sort ('name', '-lastLoginAt'); null means the list's default. */
  sort: string | null;
  defaultSort: string;
  onSort: (sort: string) => void;
  children: ReactNode;
}

/** Clicking a new column sorts it ascending; clicking the sorted column flips the direction. */
export function nextSort(column: string, current: string): string {
  return current === column ? `-${column}` : column;
}

export function SortableTh({ column, sort, defaultSort, onSort, children }: SortableThProps) {
  const current = sort ?? defaultSort;
  const direction = current === column ? 'ascending' : current === `-${column}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(nextSort(column, current))}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, fontSize: 'inherit' }}
      >
        {children}
        <Icon size={14} aria-hidden stroke={1.5} />
      </UnstyledButton>
    </Table.Th>
  );
}
