// A kanban board: columns side by side in a horizontal scroll, cards dragged between them with the
// pointer or a long touch, a copy of the card under the pointer, and a drop only where it is allowed.
// The keyboard path is each card's 'Mover para…' menu.
import { Group, ScrollArea } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import type { DropState } from './drop-state.ts';

interface DragBoardProps {
  /** How the column `columnId` takes the card `cardId`; only 'allowed' columns take the drop. */
  dropState: (cardId: string, columnId: string) => DropState;
  onDrop: (cardId: string, columnId: string) => void;
  /** The card as it is drawn under the pointer (null when it is no longer on the board). */
  renderOverlay: (cardId: string) => ReactNode;
  overlayWidth: number;
  /** The columns, each told how it looks while a card is dragged. */
  children: (dropStateOf: (columnId: string) => DropState) => ReactNode;
}

export function DragBoard({ dropState, onDrop, renderOverlay, overlayWidth, children }: DragBoardProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );

  const onDragEnd = (event: DragEndEvent) => {
    setActiveId(null);
    const cardId = String(event.active.id);
    const columnId = event.over ? String(event.over.id) : null;
    if (columnId && dropState(cardId, columnId) === 'allowed') onDrop(cardId, columnId);
  };

  const overlay = activeId ? renderOverlay(activeId) : null;
  return (
    <DndContext
      sensors={sensors}
      onDragStart={(event) => setActiveId(String(event.active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Use o botão "Mover para…" de cada cartão para mudar a situação pelo teclado.',
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={10}>
        <Group align="stretch" gap="sm" wrap="nowrap" pb="xs">
          {children((columnId) => (activeId ? dropState(activeId, columnId) : null))}
        </Group>
      </ScrollArea>
      <DragOverlay dropAnimation={null}>
        {overlay ? <div style={{ width: overlayWidth }}>{overlay}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
