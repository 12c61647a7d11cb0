// Actions a record header shares: 'Mudar situação' with the allowed moves, and '⋯' with 'Excluir'.
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconArrowsRightLeft, IconChevronDown, IconDots, IconTrash } from '@tabler/icons-react';
import { MoveMenu, type MoveOption } from './move-menu.tsx';

interface ChangeStatusMenuProps {
  options: MoveOption[];
  loading?: boolean;
  disabled?: boolean;
}

export function ChangeStatusMenu({ options, loading, disabled }: ChangeStatusMenuProps) {
  return (
    <MoveMenu options={options}>
      <Button
        variant="default"
        loading={loading}
        disabled={disabled}
        leftSection={<IconArrowsRightLeft size={18} />}
        rightSection={<IconChevronDown size={14} />}
      >
        Mudar situação
      </Button>
    </MoveMenu>
  );
}

export function DeleteActionMenu({ onDelete }: { onDelete: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Mais ações">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Excluir
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
