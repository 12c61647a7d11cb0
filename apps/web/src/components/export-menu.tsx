// 'Exportar CSV / XLSX' of a list: the file is made in the background and appears in the Histórico de exportação.
import { Button, Menu } from '@mantine/core';
import type { Export } from '@gabinete/shared';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypeCsv, IconFileExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyWithAction } from '../features/citizens/lib/notify-link.tsx';
import { notifyError } from '../lib/notify.ts';

export interface ExportMenuProps {
  create: (format: 'csv' | 'xlsx') => Promise<Export>;
  label?: string;
  variant?: string;
  size?: string;
}

export function ExportMenu({ create, label = 'Exportar', variant = 'default', size }: ExportMenuProps) {
  const mutation = useMutation({
    mutationFn: create,
    onSuccess: (created) =>
      notifyWithAction({
        title: 'Exportação iniciada',
        message: `${created.description || 'A planilha'} está sendo gerada. Avisaremos no histórico quando estiver pronta.`,
        actionLabel: 'Ver exportações',
        action: '/exportacoes',
      }),
    onError: (error) => notifyError(error, 'Não foi possível exportar'),
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          size={size}
          leftSection={<IconFileExport size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={mutation.isPending}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => mutation.mutate('csv')}>
          Exportar CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => mutation.mutate('xlsx')}>
          Exportar XLSX (Excel)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
