// The cache edits both boards make: each column holds a total and its cards under one key ('demands',
// 'tasks'); a move puts the card on top of its new column and fixes both totals. Pure functions.
interface Card {
  _id: string;
}
type Column<K extends string> = { total: number } & { [P in K]: Card[] };
type CardOf<C, K extends string> = C extends { [P in K]: (infer T)[] } ? T : never;

export function findOnBoard<K extends string, C extends Column<K>>(
  columns: C[],
  key: K,
  id: string,
): { column: C; card: CardOf<C, K> } | null {
  for (const column of columns) {
    const card = column[key].find((c) => c._id === id);
    if (card) return { column, card: card as CardOf<C, K> };
  }
  return null;
}

/** The columns with the card moved to the top of `target`, changed by `change`; the same array when the
 * card is not on the board or already there. */
export function moveOnBoard<K extends string, C extends Column<K>>(
  columns: C[],
  key: K,
  id: string,
  target: C,
  change: (card: CardOf<C, K>) => CardOf<C, K>,
): C[] {
  const found = findOnBoard(columns, key, id);
  if (!found || found.column === target) return columns;
  const moved = change(found.card);
  return columns.map((column) => {
    if (column === found.column) {
      return {
        ...column,
        total: Math.max(0, column.total - 1),
        [key]: column[key].filter((c) => c._id !== id),
      };
    }
    if (column === target) return { ...column, total: column.total + 1, [key]: [moved, ...column[key]] };
    return column;
  });
}

/** The columns with one card's fields replaced (what the server answered, or the card as it was). */
export function patchOnBoard<K extends string, C extends Column<K>>(
  columns: C[],
  key: K,
  id: string,
  changes: Partial<CardOf<C, K>>,
): C[] {
  return columns.map((column) =>
    column[key].some((c) => c._id === id)
      ? { ...column, [key]: column[key].map((c) => (c._id === id ? { ...c, ...changes } : c)) }
      : column,
  );
}
