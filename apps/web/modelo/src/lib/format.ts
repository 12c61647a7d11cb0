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

/**
 * The sample data keeps the template's amounts as text ('$12,110.55', '-$205') beside plain numbers; on
 * screen every amount is R$ 1.234,56. A Brazilian text ('R$ 1.234,56') reads too; anything else stays as is.
 */
export function formatAmount(value: number | string): string {
  if (typeof value === 'number') return formatMoney(value);
  const text = value.trim();
  const brazilian = /^(-)?\s*R\$\s*([\d.]+)(?:,(\d{1,2}))?$/.exec(text);
  if (brazilian) {
    const [, minus, whole, cents] = brazilian;
    return formatMoney(Number(`${minus ?? ''}${whole!.replace(/\./g, '')}.${cents ?? '0'}`));
  }
  const template = /^(-)?\s*\$\s*([\d,]+)(?:\.(\d{1,2}))?$/.exec(text);
  if (template) {
    const [, minus, whole, cents] = template;
    return formatMoney(Number(`${minus ?? ''}${whole!.replace(/,/g, '')}.${cents ?? '0'}`));
  }
  return text;
}

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
