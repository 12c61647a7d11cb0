// 'Mais filtros': the less used filters in a drawer, edited as a draft that starts from the URL at each
// opening and is applied together.
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';

type Values<K extends string> = Record<K, string | null>;

const pick = <K extends string>(keys: readonly K[], filters: Values<K>) =>
  Object.fromEntries(keys.map((k) => [k, filters[k]])) as Values<K>;

/** The drawer's draft of `keys`; `set` changes one or several of them. */
export function useDraftFilters<K extends string>(keys: readonly K[], filters: Values<K>, opened: boolean) {
  const [values, setValues] = useState<Values<K>>(() => pick(keys, filters));
  useEffect(() => {
    if (opened) setValues(pick(keys, filters));
  }, [keys, opened, filters]);
  const set = (changes: Partial<Values<K>>) => setValues((prev) => ({ ...prev, ...changes }));
  const clear = () => setValues(Object.fromEntries(keys.map((k) => [k, null])) as Values<K>);
  return { values, set, clear };
}

interface MoreFiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Applies the draft; the drawer closes after. */
  onApply: () => void;
  submitLabel?: string;
  /** Left of the submit button instead of 'Cancelar' ('Limpar estes filtros'). */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

export function MoreFiltersDrawer({
  opened,
  onClose,
  onApply,
  submitLabel = 'Aplicar filtros',
  secondaryAction,
  children,
}: MoreFiltersDrawerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
    onClose();
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={<Text fw={600}>Mais filtros</Text>}>
      <form onSubmit={submit}>
        <Stack gap="md">
          {children}
          <Group justify={secondaryAction ? 'space-between' : 'flex-end'} gap="sm" mt="sm">
            {secondaryAction ?? (
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
            )}
            <Button type="submit">{submitLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
