// Brazilian phones: typed with or without punctuation, shown as (61) 99999-9999, stored as E.164.

function nationalDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) digits = digits.slice(2);
  return digits.slice(0, 11);
}

/** Formats as the person types: '6199' → '(61) 99', '61999999999' → '(61) 99999-9999'. */
export function formatPhoneInput(value: string): string {
  const digits = nationalDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  const split = rest.length === 9 ? 5 : 4;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** '+5561999999999' when the number is complete (10 or 11 digits); otherwise the trimmed text. */
export function toE164(value: string): string {
  const digits = nationalDigits(value);
  if (digits.length === 10 || digits.length === 11) return `+55${digits}`;
  return value.trim();
}

/** Shows a stored phone in the pt-BR format; unknown shapes are shown as stored. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = nationalDigits(value);
  return digits.length === 10 || digits.length === 11 ? formatPhoneInput(digits) : value;
}
