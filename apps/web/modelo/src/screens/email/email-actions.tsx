// Menus shared by the list's bulk actions and the reading pane: move to a folder, toggle labels.
import { ActionIcon, Button, ColorSwatch, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconFolderShare, IconTag } from '@tabler/icons-react';
import type { EmailFolder } from '@gabinete/template-demo';
import { LABELS, MOVE_TARGETS, type LabelKey } from './email-data.ts';

interface MoveMenuProps {
  current?: string;
  disabled?: boolean;
  compact?: boolean;
  onMove: (folder: EmailFolder) => void;
}

export function MoveMenu({ current, disabled, compact, onMove }: MoveMenuProps) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        {compact ? (
          <Tooltip label="Mover para…">
            <ActionIcon variant="subtle" color="gray" aria-label="Mover para…" disabled={disabled}>
              <IconFolderShare size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button variant="default" size="xs" leftSection={<IconFolderShare size={16} />} disabled={disabled}>
            Mover para…
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {MOVE_TARGETS.map((f) => (
          <Menu.Item key={f.key} disabled={f.key === current} onClick={() => onMove(f.key as EmailFolder)}>
            {f.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface LabelMenuProps {
  /** Labels every selected mail has (shown checked). */
  active: LabelKey[];
  disabled?: boolean;
  compact?: boolean;
  onToggle: (label: LabelKey) => void;
}

export function LabelMenu({ active, disabled, compact, onToggle }: LabelMenuProps) {
  return (
    <Menu position="bottom-start" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        {compact ? (
          <Tooltip label="Rótulos">
            <ActionIcon variant="subtle" color="gray" aria-label="Rótulos" disabled={disabled}>
              <IconTag size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button variant="default" size="xs" leftSection={<IconTag size={16} />} disabled={disabled}>
            Rótulos
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {LABELS.map((l) => {
          const on = active.includes(l.key);
          return (
            <Menu.Item
              key={l.key}
              aria-label={on ? `${l.label} (aplicado)` : l.label}
              leftSection={
                <ColorSwatch color={`var(--mantine-color-${l.color}-6)`} size={10} withShadow={false} />
              }
              rightSection={on ? <IconCheck size={14} /> : null}
              onClick={() => onToggle(l.key)}
            >
              {l.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
