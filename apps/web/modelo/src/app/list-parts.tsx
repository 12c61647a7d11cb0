// What the template's paged lists share (users, invoices): page and page size in the URL, the footer with
// 'Mostrando x a y de z registros' and the pager, and the confirmation before a permanent delete.
import { Button, Group, Modal, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../lib/format.ts';

export const PER_PAGE_OPTIONS = ['10', '25', '50'];

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
  return { params, page, perPage, setParam };
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
