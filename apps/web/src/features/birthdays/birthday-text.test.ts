import { describe, expect, it } from 'vitest';
import {
  ageLabel,
  birthdayGreeting,
  birthdayInPeriod,
  dayLabel,
  telUrl,
  todayIso,
  whatsappUrl,
} from './birthday-text.ts';

describe('birthday text', () => {
  it('shows the day as dd/mm', () => {
    expect(dayLabel('03-14')).toBe('14/03');
  });

  it('places a January birthday of a week that crosses New Year in the next year', () => {
    expect(birthdayInPeriod('01-02', '2025-12-29')).toBe('2026-01-02');
    expect(birthdayInPeriod('12-30', '2025-12-29')).toBe('2025-12-30');
  });

  it('says faz / fará / fez by comparing with today', () => {
    expect(ageLabel(45, '2026-03-14', '2026-03-14')).toBe('faz 45 anos hoje');
    expect(ageLabel(45, '2026-03-20', '2026-03-14')).toBe('fará 45 anos');
    expect(ageLabel(1, '2026-03-01', '2026-03-14')).toBe('fez 1 ano');
  });

  it('takes today in São Paulo, not UTC', () => {
    expect(todayIso(new Date('2026-03-15T01:30:00Z'))).toBe('2026-03-14');
  });

  it('opens WhatsApp with the digits and a greeting with the first name', () => {
    const url = whatsappUrl('+5561999998888', birthdayGreeting('João da Silva', 'Gabinete Demo'));
    expect(url.startsWith('https://wa.me/5561999998888?text=')).toBe(true);
    expect(decodeURIComponent(url.split('text=')[1]!)).toContain('Olá, João! Feliz aniversário!');
    expect(telUrl('+5561999998888')).toBe('tel:+5561999998888');
  });
});
