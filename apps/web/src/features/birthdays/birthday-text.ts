// How a birthday reads ('14/03', 'faz 45 anos hoje') and the contact links of the birthday cards.
import { TIME_ZONE } from '../../lib/format.ts';

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** 'aaaa-mm-dd' of today in the office's time zone. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** 'mm-dd' → 'dd/mm'. */
export function dayLabel(day: string): string {
  const [month = '', date = ''] = day.split('-');
  return `${date}/${month}`;
}

/** The birthday's date inside the period [from, to] (a week may cross New Year). */
export function birthdayInPeriod(day: string, from: string): string {
  const year = Number(from.slice(0, 4));
  const candidate = `${year}-${day}`;
  return candidate < from ? `${year + 1}-${day}` : candidate;
}

/** 'faz 45 anos hoje', 'fará 45 anos', 'fez 45 anos'. */
export function ageLabel(turningAge: number, birthday: string, today: string): string {
  const years = turningAge === 1 ? '1 ano' : `${turningAge} anos`;
  if (birthday === today) return `faz ${years} hoje`;
  return birthday > today ? `fará ${years}` : `fez ${years}`;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A friendly greeting the assessor can still edit in WhatsApp before sending. */
export function birthdayGreeting(name: string, office: string | null | undefined): string {
  const signature = office ? ` Um grande abraço, ${office}.` : ' Um grande abraço!';
  return `Olá, ${firstName(name)}! Feliz aniversário! 🎉 Desejamos um novo ano cheio de saúde, paz e conquistas.${signature}`;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

export const whatsappUrl = (phone: string, text: string) =>
  `https://wa.me/${digits(phone)}?text=${encodeURIComponent(text)}`;
export const telUrl = (phone: string) => `tel:+${digits(phone)}`;
export const mailtoUrl = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;
