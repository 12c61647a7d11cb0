import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
// pdfkit's own font reader, which reads what woffToSfnt makes.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(buffer: Buffer): {
    numGlyphs: number;
    familyName: string;
    glyphForCodePoint(c: number): { id: number; advanceWidth: number };
  };
};
const dir = path.join(path.dirname(require.resolve('@fontsource/carlito/package.json')), 'files');
const woff = fs.readFileSync(path.join(dir, 'carlito-latin-400-normal.woff'));

describe('woffToSfnt', () => {
  it('gives the same font as the WOFF, as plain TrueType with 4-byte aligned tables', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = sfnt.readUInt16BE(4);
    for (let i = 0; i < numTables; i++) expect(sfnt.readUInt32BE(12 + i * 16 + 8) % 4).toBe(0);
    const [from, to] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(to.familyName).toBe(from.familyName);
    expect(to.numGlyphs).toBe(from.numGlyphs);
    for (const ch of 'ãçéÔ') {
      const [a, b] = [from.glyphForCodePoint(ch.codePointAt(0)!), to.glyphForCodePoint(ch.codePointAt(0)!)];
      expect(b.id).toBeGreaterThan(0);
      expect([b.id, b.advanceWidth]).toEqual([a.id, a.advanceWidth]);
    }
  });

  it('refuses what is not a WOFF, and a truncated one', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just text here......................'))).toThrow(
      'não é uma fonte WOFF',
    );
    expect(() => woffToSfnt(woff.subarray(0, 2000))).toThrow();
  });
});
