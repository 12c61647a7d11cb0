// Money as integer centavos: 'R$ 1.234,56' on screen and in the history, '1.234,56' as people type it.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 123456 → 'R$ 1.234,56' (the non-breaking space Intl puts after R$ becomes a plain space). */
export function formatBrl(cents: number): string {
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/**
 * A Brazilian decimal ('1.000,50', '250000', '-3,5', 'R$ 12,00') to centavos; null when it is not a number.
 * A '.' followed by exactly three digits is a thousands separator; a ',' is the decimal one.
 */
export function parseBrlToCents(text: string): number | null {
  const t = text.replace(/R\$|\s|\u00a0/g, '');
  if (t === '') return null;
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.replace(/\./g, '').split(',');
  const negative = whole!.startsWith('-');
  const cents = Number(whole!.replace('-', '')) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}
