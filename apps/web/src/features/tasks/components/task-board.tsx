// The tarefas board: A fazer, Em andamento, Concluída, Cancelada; drag a card (or use 'Mover para…') to
// change its situação, only to the columns the transitions allow.
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
import { canMoveTask, type TaskListItem, type TaskStatus } from '@gabinete/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { dropStateFor, findTask, type TaskBoard as Board } from '../lib/task-board.ts';
import { TaskBoardColumn } from './task-board-column.tsx';
import { TaskCardBody } from './task-card.tsx';
import { useTaskMove } from './use-task-move.ts';

interface TaskBoardProps {
  board: Board;
  boardKey: QueryKey;
  canEdit: boolean;
  onOpen: (task: TaskListItem) => void;
}

export function TaskBoard({ board, boardKey, canEdit, onOpen }: TaskBoardProps) {
  const move = useTaskMove(boardKey);
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const active = activeId ? findTask(board, activeId) : null;
  const doMove = (task: TaskListItem, to: TaskStatus) => move.mutate({ task, to });

  const onDragEnd = (event: DragEndEvent) => {
    setActiveId(null);
    const found = findTask(board, String(event.active.id));
    const to = event.over?.id as TaskStatus | undefined;
    if (found && to && canMoveTask(found.task.status, to)) doMove(found.task, to);
  };

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
          {board.columns.map((column) => (
            <TaskBoardColumn
              key={column.status}
              column={column}
              dropState={dropStateFor(active?.task.status, column.status)}
              canEdit={canEdit}
              onMove={doMove}
              onOpen={onOpen}
            />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div style={{ width: 260 }}>
            <TaskCardBody task={active.task} overlay />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
