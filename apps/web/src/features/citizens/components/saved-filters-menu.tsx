// 'Filtros salvos': apply a saved filter, save the current one (optionally shared), delete one.
import { ActionIcon, Button, Menu, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { SavedFilterInputSchema } from '@gabinete/shared';
import { IconBookmark, IconDeviceFloppy, IconTrash, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormError } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUserData } from '../../../lib/session.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import {
  deleteSavedFilter,
  saveFilter,
  savedFiltersKeys,
  savedFiltersQuery,
} from '../api/citizens-list.api.ts';

interface SavedFiltersMenuProps {
  /** The current URL query worth saving (empty when no filter is active). */
  current: Record<string, string>;
  onApply: (query: Record<string, string>) => void;
  canManageAll: boolean;
  /** Sharing with the office takes the ability to edit voters. */
  canShare: boolean;
}

export function SavedFiltersMenu({ current, onApply, canManageAll, canShare }: SavedFiltersMenuProps) {
  const queryClient = useQueryClient();
  const me = useUserData();
  const list = useQuery(savedFiltersQuery());
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<{ _id: string; name: string; shared: boolean } | null>(null);
  const form = useZodForm({ name: '', shared: false });

  const create = useMutation({
    mutationFn: saveFilter,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: savedFiltersKeys.all });
      notifySuccess(`Filtro “${saved.name}” salvo`);
      setSaving(false);
      form.reset({ name: '', shared: false });
    },
    onError: form.applyApiError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedFilter(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedFiltersKeys.all });
      notifySuccess('Filtro excluído');
      setToDelete(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(SavedFilterInputSchema, { ...form.values, query: current });
    if (input) create.mutate(input);
  };
  const filters = list.data?.filters ?? [];
  const myId = me?.user_id ?? me?._id;
  const hasFilter = Object.keys(current).some((k) => k !== 'sort');

  return (
    <>
      <Menu position="bottom-end" withinPortal width={300}>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} />}>
            Filtros salvos
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {filters.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {list.isPending
                ? 'Carregando…'
                : list.isError
                  ? errorMessage(list.error)
                  : 'Nenhum filtro salvo ainda.'}
            </Text>
          )}
          {filters.map((f) => (
            <Menu.Item
              key={f._id}
              onClick={() => onApply(f.query)}
              leftSection={
                f.shared ? (
                  <IconUsers size={16} aria-label="Compartilhado com a equipe" />
                ) : (
                  <IconBookmark size={16} />
                )
              }
              rightSection={
                (canManageAll || f.owner?._id === myId) && (
                  <ActionIcon
                    component="span"
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Excluir o filtro ${f.name}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      setToDelete(f);
                    }}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                )
              }
            >
              <Text size="sm">{f.name}</Text>
              {f.shared && f.owner && f.owner._id !== myId && (
                <Text size="xs" c="dimmed">
                  de {f.owner.name}
                </Text>
              )}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!hasFilter}
            onClick={() => setSaving(true)}
          >
            {hasFilter ? 'Salvar os filtros atuais…' : 'Aplique filtros para salvá-los'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Modal
        opened={saving}
        onClose={() => setSaving(false)}
        title={<Text fw={600}>Salvar filtro</Text>}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={form.formError} />
            <TextInput
              label="Nome do filtro"
              required
              data-autofocus
              placeholder="Ex.: Lideranças do Centro"
              {...form.text('name')}
            />
            {canShare && (
              <Switch
                label="Compartilhar com a equipe"
                description="Todos do gabinete verão este filtro na lista."
                {...form.checkbox('shared')}
              />
            )}
            <FormActions onCancel={() => setSaving(false)} saving={create.isPending} />
          </Stack>
        </form>
      </Modal>

      <ConfirmModal
        opened={toDelete !== null}
        title={`Excluir o filtro “${toDelete?.name ?? ''}”?`}
        confirmLabel="Excluir filtro"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => toDelete && remove.mutate(toDelete._id)}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
      >
        O filtro deixa de aparecer {toDelete?.shared ? 'para toda a equipe' : 'na sua lista'}. Os eleitores
        não são alterados.
      </ConfirmModal>
    </>
  );
}
