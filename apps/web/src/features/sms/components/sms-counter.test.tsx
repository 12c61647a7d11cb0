import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { SmsCounter } from './sms-counter.tsx';

describe('SmsCounter', () => {
  it('counts GSM-7 text with the estimated cost', () => {
    renderWithApp(<SmsCounter text={'a'.repeat(161)} pricePerSegmentCents={9} />);
    expect(screen.getByTestId('sms-counter').textContent).toContain(
      '161 caracteres · GSM-7 · 2 segmentos (restam 145 no último) · custo estimado R$ 0,18',
    );
  });

  it('says which accents forced UCS-2 and flags more than 10 segments', () => {
    renderWithApp(<SmsCounter text={'ã'.repeat(700)} pricePerSegmentCents={null} />);
    const text = screen.getByTestId('sms-counter').textContent ?? '';
    expect(text).toContain('700 caracteres · UCS-2 · 11 segmentos');
    expect(text).toContain('Acentos como ã reduzem cada segmento para 70 caracteres.');
    expect(text).toContain('Máximo de 10 segmentos.');
  });
});
