// Brazilian identifiers as people type them: CPF, CNPJ, título de eleitor, CEP and phones (stored as E.164).

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** CPF check digits (Receita Federal's mod-11 rule); repeated digits are invalid. */
export function isValidCpf(value: string): boolean {
  const cpf = digitsOf(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const check = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(cpf[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(cpf[9]) && check(10) === Number(cpf[10]);
}

/** '00000000000' → '000.000.000-00'; other shapes are returned as given. */
export function formatCpf(value: string | null | undefined): string {
  if (!value) return '';
  const d = digitsOf(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}

/** Formats as the person types: '1234567' → '123.456.7'. */
export function formatCpfInput(value: string): string {
  const d = digitsOf(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** A CNPJ as stored: 14 characters, upper case, punctuation removed (letters allowed since July 2026). */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * CNPJ check digits (mod 11, weights 2–9 from the right). Since IN RFB 2.229/2024 the first 12 characters
 * may be letters, each worth its ASCII code minus 48; the two check digits stay numeric.
 */
export function isValidCnpj(value: string): boolean {
  const c = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c) || /^(\d)\1{13}$/.test(c)) return false;
  const check = (len: number): number => {
    let sum = 0;
    let weight = 2;
    for (let i = len - 1; i >= 0; i--) {
      sum += (c.charCodeAt(i) - 48) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(c[12]) && check(13) === Number(c[13]);
}

/** '11222333000181' → '11.222.333/0001-81'; other shapes are returned as given. */
export function formatCnpj(value: string | null | undefined): string {
  if (!value) return '';
  const c = normalizeCnpj(value);
  return c.length === 14
    ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`
    : value;
}

/** Formats as the person types: '1122233' → '11.222.33'. */
export function formatCnpjInput(value: string): string {
  const c = normalizeCnpj(value).slice(0, 14);
  const cuts = [2, 5, 8, 12];
  const seps = ['.', '.', '/', '-'];
  let out = '';
  for (let i = 0; i < c.length; i++) {
    const at = cuts.indexOf(i);
    if (at >= 0) out += seps[at];
    out += c[i];
  }
  return out;
}

/**
 * Título de eleitor (12 digits: sequence, UF code 01–28, two check digits; TSE Res. 21.538/2003).
 * SP (01) and MG (02) titles turn a remainder 0 of the first digit into 1.
 */
export function isValidVoterTitle(value: string): boolean {
  const t = digitsOf(value).padStart(12, '0');
  if (t.length !== 12 || /^0+$/.test(t)) return false;
  const uf = Number(t.slice(8, 10));
  if (uf < 1 || uf > 28) return false;
  const n = t.split('').map(Number);
  const mod = (sum: number): number => {
    const rest = sum % 11;
    if (rest === 10) return 0;
    if (rest === 0 && (uf === 1 || uf === 2)) return 1;
    return rest;
  };
  const weights1 = [2, 3, 4, 5, 6, 7, 8, 9];
  const dv1 = mod(weights1.reduce((s, w, i) => s + w * n[i]!, 0));
  const dv2 = mod(n[8]! * 7 + n[9]! * 8 + dv1 * 9);
  return dv1 === n[10] && dv2 === n[11];
}

/** '012345678901' → '0123 4567 8901'. */
export function formatVoterTitle(value: string | null | undefined): string {
  if (!value) return '';
  const d = digitsOf(value);
  return d.length === 12 ? `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8)}` : value;
}

/** The 8 digits of a CEP, or null when it does not have 8. */
export function normalizeCep(value: string): string | null {
  const d = digitsOf(value);
  return d.length === 8 ? d : null;
}

/** '70040010' → '70040-010' (also as the person types). */
export function formatCep(value: string | null | undefined): string {
  if (!value) return '';
  const d = digitsOf(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

function nationalDigits(value: string): string {
  let digits = digitsOf(value);
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

/**
 * A Brazilian phone as E.164 ('+5561999998888'), or null when it is not one: DDD 11–99, 8 digits for a
 * landline (starting 2–5) or 9 for a mobile (starting 9).
 */
export function parseBrazilianPhone(value: string): string | null {
  const raw = value.trim();
  let digits = digitsOf(raw);
  if (raw.startsWith('+') && !digits.startsWith('55')) return null;
  if (digits.startsWith('0')) digits = digits.replace(/^0+/, '');
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (Number(digits.slice(0, 2)) < 11 || digits[2] === '0' || digits[2] === '1') return null;
  if (digits.length === 11 && digits[2] !== '9') return null;
  if (digits.length === 10 && !'2345'.includes(digits[2]!)) return null;
  return `+55${digits}`;
}

/** '+5561999998888' when the number is complete (10 or 11 digits); otherwise the trimmed text. */
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

/** Digits a person typed to look up a phone ('99999-8888' → '999998888'), or null when too short. */
export function phoneSearchDigits(value: string): string | null {
  const digits = digitsOf(value);
  return digits.length >= 8 && digits.length === value.replace(/[\s().+-]/g, '').length ? digits : null;
}
