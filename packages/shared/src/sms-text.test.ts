import { describe, expect, it } from 'vitest';
import { countSms, isGsm7, isOptOut, removeAccents } from './sms-text.ts';

describe('countSms', () => {
  it('fits 160 GSM-7 characters in one segment and splits the 161st into two of 153', () => {
    expect(countSms('a'.repeat(160))).toMatchObject({
      encoding: 'GSM-7',
      length: 160,
      segments: 1,
      remaining: 0,
    });
    expect(countSms('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153, remaining: 145 });
    expect(countSms('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSms('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('switches the whole message to UCS-2 for one character outside GSM-7: 70, then 67 per segment', () => {
    const text = `Sua solicitação ${'a'.repeat(54)}`;
    expect(text.length).toBe(70);
    expect(countSms(text)).toMatchObject({ encoding: 'UCS-2', length: 70, segments: 1, nonGsm: ['ç', 'ã'] });
    expect(countSms(`${text}b`)).toMatchObject({ segments: 2, perSegment: 67, remaining: 63 });
    expect(countSms('ã'.repeat(134))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSms('ã'.repeat(135))).toMatchObject({ segments: 3 });
  });

  it('counts the extension characters € [ ] { } \\ ^ ~ | as two', () => {
    expect(countSms('€')).toMatchObject({ encoding: 'GSM-7', length: 2 });
    expect(countSms('[]{}\\^~|€')).toMatchObject({ length: 18 });
    // 159 + one extension character = 161 septets: two segments.
    expect(countSms(`${'a'.repeat(159)}€`)).toMatchObject({ length: 161, segments: 2 });
    expect(countSms(`${'a'.repeat(158)}€`)).toMatchObject({ length: 160, segments: 1 });
  });

  it("keeps GSM-7's own accented letters (é è ù ì ò Ç à ä ö ñ ü) in GSM-7, but not á í ó ú â ê ô ã õ ç", () => {
    expect(isGsm7('é è ù ì ò Ç à ä ö ñ ü')).toBe(true);
    for (const ch of 'áíóúâêôãõç') expect(isGsm7(ch), ch).toBe(false);
  });

  it('counts an emoji as two UCS-2 units and an empty text as no segment', () => {
    expect(countSms('Oi 😀')).toMatchObject({ encoding: 'UCS-2', length: 5, segments: 1 });
    expect(countSms('')).toMatchObject({ length: 0, segments: 0, remaining: 160 });
  });
});

describe('removeAccents', () => {
  it('turns normal Portuguese into GSM-7, keeping the accents GSM-7 has', () => {
    const out = removeAccents('Atenção: audiência pública na Câmara às 19h, José — “traga documentos”');
    expect(out).toBe('Atencao: audiencia publica na Camara às 19h, José - "traga documentos"');
    expect(isGsm7(out)).toBe(true);
    expect(countSms(out).encoding).toBe('GSM-7');
  });

  it('leaves what has no GSM-7 form (emoji) and so stays UCS-2', () => {
    expect(removeAccents('Parabéns 🎉')).toBe('Parabéns 🎉');
    expect(countSms(removeAccents('Parabéns 🎉')).encoding).toBe('UCS-2');
  });
});

describe('isOptOut', () => {
  it.each(['SAIR', 'sair', 'Sair.', ' pare! ', 'PARAR', 'Cancelar', 'CANCELÁR', 'sáir', '"Pare"'])(
    'takes %j as an opt-out',
    (reply) => expect(isOptOut(reply)).toBe(true),
  );

  it.each(['', 'sim', 'Não quero cancelar a consulta', 'SAIR DO GRUPO?', 'parei', 'cancelado'])(
    'does not take %j as an opt-out',
    (reply) => expect(isOptOut(reply)).toBe(false),
  );
});
