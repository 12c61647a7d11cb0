/** The item at `index` of a non-empty list, wrapping around: sample data picks names and values cyclically. */
export function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}
