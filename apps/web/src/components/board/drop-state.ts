// How a board column looks while a card is dragged: its own column, one it may go to, or a dimmed one.
export type DropState = 'origin' | 'allowed' | 'blocked' | null;

/** `fromId` is the dragged card's column (undefined when nothing is dragged). */
export function dropState(fromId: string | undefined, columnId: string, allowed: boolean): DropState {
  if (fromId === undefined) return null;
  if (fromId === columnId) return 'origin';
  return allowed ? 'allowed' : 'blocked';
}
