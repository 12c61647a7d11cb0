// A card of a board: the bordered box with a coloured left edge, and the draggable list item around it.
import { Paper } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';

/** For links and buttons inside a card: pressing them must not start a drag. */
export const stopDrag = (event: { stopPropagation: () => void }) => event.stopPropagation();

interface BoardCardFrameProps {
  /** The left edge's CSS colour. */
  accent: string;
  /** The dragged copy under the pointer. */
  overlay?: boolean;
  /** Whether the card can be picked up (its cursor says so). */
  grab: boolean;
  children: ReactNode;
}

export function BoardCardFrame({ accent, overlay = false, grab, children }: BoardCardFrameProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={overlay ? 'lg' : 'xs'}
      style={{
        borderLeft: `4px solid ${accent}`,
        cursor: overlay ? 'grabbing' : grab ? 'grab' : 'default',
        background: 'var(--mantine-color-body)',
      }}
    >
      {children}
    </Paper>
  );
}

export function DraggableCard({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, disabled });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      // The 'Mover para…' menu is the keyboard path; the wrapper itself is not a tab stop.
      tabIndex={-1}
      role="listitem"
      aria-roledescription="cartão"
      data-testid={`card-${id}`}
      style={{ opacity: isDragging ? 0.35 : 1, touchAction: 'manipulation' }}
    >
      {children}
    </div>
  );
}
