// Small shared helpers for the template domains: reading inputs, searching, paging, new ids.
import type { DemoRequest } from './domain.ts';

/** One day in milliseconds, for sample dates and delivery dates. */
export const DAY_MS = 86_400_000;

/** The first value of a query key ('key' or 'key[]'), or the fallback when absent. */
export function queryString(req: DemoRequest, key: string, fallback = ''): string {
  const value = req.query[key] ?? req.query[`${key}[]`];
  if (value === undefined) return fallback;
  return Array.isArray(value) ? (value[0] ?? fallback) : value;
}

/** A query value as a number; the fallback when absent, empty or not a number. */
export function queryNumber(req: DemoRequest, key: string, fallback: number): number {
  const raw = queryString(req, key, '');
  if (raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * All values of a query key as a list, or undefined when the key is absent. Accepts repeated keys,
 * 'key[]' keys and comma lists ('a,b'); an empty value gives an empty list.
 */
export function queryList(req: DemoRequest, key: string): string[] | undefined {
  const plain = req.query[key];
  const bracket = req.query[`${key}[]`];
  if (plain === undefined && bracket === undefined) return undefined;
  const raw = [plain ?? [], bracket ?? []].flat();
  return raw.flatMap((v) => v.split(',')).filter((v) => v !== '');
}

/** The value as a plain object, or null when it is not one (null, an array, a scalar). */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The body as a plain object (an empty object when it is not one). */
export function bodyObject(req: DemoRequest): Record<string, unknown> {
  return asRecord(req.body) ?? {};
}

/** A number from an unknown value (number or numeric string), or undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Case-insensitive "haystack contains needle"; an empty needle always matches. */
export function containsCI(haystack: string | null | undefined, needle: string): boolean {
  if (needle === '') return true;
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}

/** The page slice [(page − 1)·perPage, page·perPage). */
export function paginate<T>(items: readonly T[], page: number, perPage: number): T[] {
  const p = Math.max(1, Math.floor(page));
  const size = Math.max(1, Math.floor(perPage));
  return items.slice((p - 1) * size, p * size);
}

/** The record whose id the input names, with the input's fields merged in (its id kept); undefined when none. */
export function mergeById<T extends { id: number }>(
  list: readonly T[],
  input: Record<string, unknown>,
): T | undefined {
  const id = toNumber(input.id);
  const record = list.find((item) => item.id === id);
  if (record) Object.assign(record, input, { id: record.id });
  return record;
}

/** The highest id in the list (0 when empty); a new record gets maxId(items) + 1. */
export function maxId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => (item.id > max ? item.id : max), 0);
}

/** A deep copy through JSON, as the template's adapter answered (Dates become ISO strings). */
export function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
