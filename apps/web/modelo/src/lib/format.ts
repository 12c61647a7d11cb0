// pt-BR formats for the demo screens (UI.md): money, numbers and dates.
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const number = new Intl.NumberFormat('pt-BR');
const date = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatMoney = (value: number): string => money.format(value);
export const formatNumber = (value: number): string => number.format(value);

/** Dates of the sample data arrive as ISO strings or as text such as '13 Dec 2019'; unreadable text is shown as is. */
export function formatDate(value: string | number | Date | null | undefined, withTime = false): string {
  if (value === null || value === undefined || value === '') return '—';
  const parsed = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(parsed.getTime())) return String(value);
  return (withTime ? dateTime : date).format(parsed);
}

const timeOnly = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** A list's or a message's moment: hh:mm when it is today, else the date (and the time when asked). */
export function formatWhen(value: string, withTime = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toDateString() === new Date().toDateString()
    ? timeOnly.format(date)
    : formatDate(date, withTime);
}
