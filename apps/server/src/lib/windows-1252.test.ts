import { describe, expect, it } from 'vitest';
import { decodeWindows1252 } from './windows-1252.ts';

describe('decodeWindows1252', () => {
  it('decodes the curly quotes, dashes and € Excel writes, not as control characters', () => {
    const bytes = Buffer.from([
      0x93, 0x4a, 0x6f, 0xe3, 0x6f, 0x94, 0x20, 0x96, 0x20, 0x80, 0x20, 0x35, 0x2c, 0x30, 0x30,
    ]);
    expect(decodeWindows1252(bytes)).toBe('“João” – € 5,00');
  });

  it('keeps the accented letters of ISO-8859-1 and the five bytes the table leaves unmapped', () => {
    expect(decodeWindows1252(Buffer.from('Conceição Ávila', 'latin1'))).toBe('Conceição Ávila');
    expect(
      [...decodeWindows1252(Buffer.from([0x81, 0x8d, 0x8f, 0x90, 0x9d]))].map((c) => c.charCodeAt(0)),
    ).toEqual([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
  });

  it('decodes every byte to one character, chunk by chunk as a stream gives them', () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const whole = decodeWindows1252(all);
    expect(whole).toHaveLength(256);
    expect(decodeWindows1252(all.subarray(0, 100)) + decodeWindows1252(all.subarray(100))).toBe(whole);
    expect(decodeWindows1252(new Uint8Array(all).subarray(128, 160))).toBe(whole.slice(128, 160));
  });
});
