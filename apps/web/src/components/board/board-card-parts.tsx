// The parts both boards' cards share: the 'Mover para…' button and the responsável's initials.
import { ActionIcon, Avatar, Text, Tooltip } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { initials } from '../../lib/format.ts';
import { MoveMenu, type MoveOption } from '../move-menu.tsx';
import { stopDrag } from './board-card-frame.tsx';

/** The card's small 'Mover para…' button; `label` names the card for screen readers. */
export function CardMoveMenu({ label, options }: { label: string; options: MoveOption[] }) {
  return (
    <MoveMenu options={options}>
      <Tooltip label="Mover para…" openDelay={300}>
        <ActionIcon size="sm" variant="subtle" color="gray" aria-label={label} onPointerDown={stopDrag}>
          <IconArrowsRightLeft size={14} />
        </ActionIcon>
      </Tooltip>
    </MoveMenu>
  );
}

export function CardResponsible({ person }: { person: { name: string } | null }) {
  if (!person) {
    return (
      <Text size="xs" c="dimmed">
        Sem responsável
      </Text>
    );
  }
  return (
    <Tooltip label={`Responsável: ${person.name}`} openDelay={300}>
      <Avatar size={24} radius="xl" color="blue" aria-label={`Responsável: ${person.name}`}>
        {initials(person.name)}
      </Avatar>
    </Tooltip>
  );
}
