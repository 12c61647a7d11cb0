// Which situação may follow which: one row per 'de', one checkbox per 'para'; saved together.
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { DemandStatus } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormError } from '../../../../components/error-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { statusesKeys, updateDemandStatus } from '../../api/demand-statuses.api.ts';
import { demandsKeys } from '../../api/demands.api.ts';

type Draft = Record<string, string[]>;
const draftOf = (statuses: DemandStatus[]): Draft => Object.fromEntries(statuses.map((s) => [s._id, s.next]));
const same = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The rows whose next list changed, in the form PUT /statuses/:id takes. */
export function changedRows(statuses: DemandStatus[], draft: Draft): { id: string; next: string[] }[] {
  return statuses
    .filter((s) => !same(s.next, draft[s._id] ?? []))
    .map((s) => ({ id: s._id, next: statuses.map((t) => t._id).filter((id) => draft[s._id]?.includes(id)) }));
}

export function TransitionsMatrix({ statuses, editable }: { statuses: DemandStatus[]; editable: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(statuses));
  useEffect(() => setDraft(draftOf(statuses)), [statuses]);
  const changes = useMemo(() => changedRows(statuses, draft), [statuses, draft]);
  const save = useMutation({
    mutationFn: async () => {
      for (const row of changes) await updateDemandStatus(row.id, { next: row.next });
    },
    onSuccess: () => notifySuccess('Mudanças de situação salvas'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: statusesKeys.all });
      void queryClient.invalidateQueries({ queryKey: demandsKeys.boards() });
    },
  });
  const toggle = (from: string, to: string, on: boolean) =>
    setDraft((prev) => ({
      ...prev,
      [from]: on ? [...(prev[from] ?? []), to] : (prev[from] ?? []).filter((id) => id !== to),
    }));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Marque para onde uma demanda pode ir a partir de cada situação (linha = de, coluna = para). O quadro e
        o botão &quot;Mudar situação&quot; só oferecem as mudanças marcadas.
      </Text>
      <Table.ScrollContainer minWidth={200 + statuses.length * 80}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} aria-label="Mudanças permitidas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>De \ Para</Table.Th>
              {statuses.map((s) => (
                <Table.Th key={s._id} ta="center" style={{ verticalAlign: 'bottom' }}>
                  {/* Whole words on as many lines as they need: a clamp cut 'Aguardando' to 'Aguardan…'. */}
                  <Text size="xs" fw={600} miw={64} lh={1.3} data-testid="matrix-status-header">
                    {s.name}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statuses.map((from) => (
              <Table.Tr key={from._id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {from.name}
                  </Text>
                </Table.Td>
                {statuses.map((to) => (
                  <Table.Td key={to._id} ta="center">
                    {from._id === to._id ? (
                      <Text size="xs" c="dimmed" aria-hidden>
                        —
                      </Text>
                    ) : (
                      <Checkbox
                        aria-label={`De ${from.name} para ${to.name}`}
                        checked={draft[from._id]?.includes(to._id) ?? false}
                        disabled={!editable}
                        onChange={(event) => toggle(from._id, to._id, event.currentTarget.checked)}
                        style={{ display: 'inline-block' }}
                      />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormError message={save.isError ? errorMessage(save.error) : null} />
      {editable && (
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!changes.length || save.isPending}
            onClick={() => setDraft(draftOf(statuses))}
          >
            Desfazer
          </Button>
          <Button disabled={!changes.length} loading={save.isPending} onClick={() => save.mutate()}>
            Salvar mudanças permitidas
          </Button>
        </Group>
      )}
    </Stack>
  );
}
