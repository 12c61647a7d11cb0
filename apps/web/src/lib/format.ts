// pt-BR formats of UI.md: dd/mm/aaaa dates, relative times, 12.430 numbers, '1–25 de 143' ranges.
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';
import { DEFAULT_TIME_ZONE } from '@gabinete/shared';

dayjs.extend(relativeTime);
dayjs.locale('pt-br');

/**
 * The office's time zone (UserData.timeZone, set by the session when it is read); Brasília before login.
 * A live binding: `TIME_ZONE` read at call time is the current office's zone.
 */
export let TIME_ZONE: string = DEFAULT_TIME_ZONE;

export function setOfficeTimeZone(timeZone: string | null | undefined): void {
  TIME_ZONE = timeZone || DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A cached formatter for `options` in the office's current zone. */
export function officeFormatter(options: Intl.DateTimeFormatOptions, locale = 'pt-BR'): Intl.DateTimeFormat {
  const key = `${locale}|${TIME_ZONE}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const DATE_TIME = { ...DATE, hour: '2-digit', minute: '2-digit' } as const;
const numberFormat = new Intl.NumberFormat('pt-BR');

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'dd/mm/aaaa', or '—' when there is no date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? officeFormatter(DATE).format(date) : '—';
}

/** A calendar day 'aaaa-mm-dd' (a prazo, a birth date) as 'dd/mm/aaaa', with no time-zone shift; '—' when empty. */
export function formatDay(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

/** Today (or the given moment's day) on the office's calendar, 'aaaa-mm-dd'. */
export function todayIso(now: Date = new Date()): string {
  return officeFormatter({}, 'en-CA').format(now);
}

/** 'dd/mm/aaaa HH:mm', or '—'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? officeFormatter(DATE_TIME).format(date).replace(',', '') : '—';
}

/** 'há 5 minutos', or the given fallback when there is no date. */
export function formatRelative(value: string | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? dayjs(date).fromNow() : fallback;
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A list's total: '12.430', or '~1.234.000' when the server only estimates a huge one. */
export function formatTotal(total: number, estimate = false): string {
  return `${estimate ? '~' : ''}${formatNumber(total)}`;
}

/** The pagination summary: '1–25 de 143', or '1–25 de ~1.234.000' past an estimated total. */
export function formatRange(page: number, perPage: number, total: number, estimate = false): string {
  if (total === 0) return '0 de 0';
  const first = (page - 1) * perPage + 1;
  const last = estimate ? page * perPage : Math.min(page * perPage, total);
  return `${formatNumber(first)}–${formatNumber(last)} de ${formatTotal(total, estimate)}`;
}

/** Up to two initials for an avatar placeholder. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
