// The active filters of a list as chips; a chip may stand for several URL keys (a range, an id and its
// name), all cleared when it is removed.
export interface FilterChip {
  key: string;
  label: string;
  /** The URL keys removing the chip clears. */
  clears: string[];
}

/** Chips in the order they are added; `add` clears the chip's own key unless told otherwise. */
export function chipCollector() {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, clears = [key]) => chips.push({ key, label, clears });
  return { chips, add };
}
