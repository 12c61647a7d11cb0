// What the template's paged lists share (users, invoices): page and page size in the URL, the footer with
// 'Mostrando x a y de z registros' and the pager, the row's actions menu, and the permanent delete with its
// confirmation.
import { ActionIcon, Button, Group, Menu, Modal, Pagination, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDotsVertical, IconEye, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { demoApi } from '../lib/api.ts';
import { formatNumber } from '../lib/format.ts';

const PER_PAGE_OPTIONS = ['10', '25', '50'];

/** The URL's page and page size (10 by default), and a setter that goes back to page 1 on any other change. */
export function usePagedParams() {
  const [params, setParams] = useSearchParams();
  const perPage = PER_PAGE_OPTIONS.includes(params.get('perPage') ?? '') ? Number(params.get('perPage')) : 10;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key === 'q' },
    );
  // Page 1 and 10 per page are the defaults: the URL leaves them out.
  const setPage = (value: number) => setParam('page', value === 1 ? null : String(value));
  const setPerPage = (value: string | null) => setParam('perPage', value === '10' ? null : value);
  return { params, page, perPage, setParam, setPage, setPerPage };
}

export function PerPageSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      aria-label="Registros por página"
      data={PER_PAGE_OPTIONS}
      value={String(value)}
      onChange={onChange}
      allowDeselect={false}
      w={90}
    />
  );
}

export function ListFooter(props: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { page, perPage, total } = props;
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return (
    <Group justify="space-between" p="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        Mostrando {formatNumber(first)} a {formatNumber(last)} de {formatNumber(total)} registros
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / perPage))}
        value={page}
        onChange={props.onPage}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
        })}
      />
    </Group>
  );
}

interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteModal({
  opened,
  title,
  children,
  loading,
  onCancel,
  onConfirm,
}: ConfirmDeleteProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            Excluir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A permanent delete asked for first: `ask(record)` opens the confirmation, confirming calls DELETE `path?id=`,
 * then says `done` and refreshes the lists under `queryKey`.
 */
export function useConfirmedDelete<R extends { id: number }>(
  path: string,
  queryKey: readonly unknown[],
  done: string,
) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<R | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => demoApi.delete(path, { id }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: done });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  return {
    deleting,
    ask: setDeleting,
    modal: {
      opened: deleting !== null,
      loading: remove.isPending,
      onCancel: () => setDeleting(null),
      onConfirm: () => deleting && remove.mutate(deleting.id),
    },
  };
}

/** The ⋮ menu of a row: Ver, any extra items, Excluir. */
export function RowActions(props: {
  label: string;
  viewTo: string;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={props.label}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={props.viewTo} leftSection={<IconEye size={16} />}>
          Ver
        </Menu.Item>
        {props.children}
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
          Excluir
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
