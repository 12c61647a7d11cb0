import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneInput, toE164 } from './phone.ts';

describe('phone formats', () => {
  it('formats as the person types', () => {
    expect(formatPhoneInput('61')).toBe('(61');
    expect(formatPhoneInput('619999')).toBe('(61) 9999');
    expect(formatPhoneInput('6132221234')).toBe('(61) 3222-1234');
    expect(formatPhoneInput('61999998888')).toBe('(61) 99999-8888');
  });

  it('stores complete numbers as E.164 and shows them back formatted', () => {
    expect(toE164('(61) 99999-8888')).toBe('+5561999998888');
    expect(formatPhone('+5561999998888')).toBe('(61) 99999-8888');
    expect(formatPhone(null)).toBe('');
  });

  it('keeps incomplete numbers as typed', () => {
    expect(toE164('(61) 9999')).toBe('(61) 9999');
  });
});
