// The usage page's month picker: the current month and the eleven before it, labelled in pt-BR.

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** 'aaaa-mm' → 'novembro de 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1] ?? month} de ${y}`;
}

export function recentMonths(current: string, count = 12): { value: string; label: string }[] {
  const [y, m] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    const value = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { value, label: monthLabel(value) };
  });
}
