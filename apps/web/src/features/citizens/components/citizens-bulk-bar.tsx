// Shown while rows are chosen: how many, 'selecionar todos os N do filtro', tags and export.
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconTag, IconTagOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { Selection } from '../api/citizens-list.api.ts';
import { BulkTagModal } from './bulk-tag-modal.tsx';
import { ExportMenu } from './export-menu.tsx';

/** Bulk actions by id accept at most this many; beyond it, select the whole filter. */
export const MAX_SELECTED_IDS = 1000;

interface CitizensBulkBarProps {
  selectedCount: number;
  /** Every citizen of the filter is chosen, not only the checked rows. */
  allMatching: boolean;
  /** The filter's total as shown ('12.430' or '~1.234.000'). */
  totalLabel: string;
  /** All rows of the page are checked and the filter has more: offer the whole filter. */
  canSelectAll: boolean;
  selection: () => Selection;
  canEdit: boolean;
  canExport: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

export function CitizensBulkBar(props: CitizensBulkBarProps) {
  const { selectedCount, allMatching, totalLabel, canSelectAll, selection, canEdit, canExport } = props;
  const [tagAction, setTagAction] = useState<'add' | 'remove' | null>(null);
  const count = allMatching
    ? `todos os ${totalLabel} eleitores do filtro`
    : `${selectedCount} ${selectedCount === 1 ? 'eleitor selecionado' : 'eleitores selecionados'}`;
  const tooMany = !allMatching && selectedCount > MAX_SELECTED_IDS;

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      bg="var(--mantine-color-blue-light)"
      role="region"
      aria-label="Ações em lote"
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {allMatching ? `Todos os ${totalLabel} do filtro selecionados` : count}
          </Text>
          {canSelectAll && !allMatching && (
            <Anchor component="button" type="button" size="sm" onClick={props.onSelectAll}>
              Selecionar todos os {totalLabel} do filtro
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={props.onClear}>
            Limpar seleção
          </Anchor>
        </Group>
        {tooMany ? (
          <Text size="sm" c="red">
            Escolha até {MAX_SELECTED_IDS} linhas, ou selecione todos do filtro.
          </Text>
        ) : (
          <Group gap="xs">
            {canEdit && (
              <>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconTag size={14} />}
                  onClick={() => setTagAction('add')}
                >
                  Adicionar tag
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconTagOff size={14} />}
                  onClick={() => setTagAction('remove')}
                >
                  Remover tag
                </Button>
              </>
            )}
            {canExport && <ExportMenu selection={selection} size="xs" label="Exportar" />}
          </Group>
        )}
      </Group>
      <BulkTagModal
        action={tagAction}
        selection={selection()}
        count={count}
        onClose={() => setTagAction(null)}
        onDone={() => {
          setTagAction(null);
          props.onClear();
        }}
      />
    </Paper>
  );
}
