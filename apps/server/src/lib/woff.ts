// WOFF 1.0 → the plain TrueType/OpenType (sfnt) font inside it, with node's zlib. pdfkit's font reader inflates
// a WOFF's tables in JavaScript on every document (about 300 ms of a 2-page ofício's PDF); a font converted once
// at start-up costs nothing per document.
import zlib from 'node:zlib';

const HEADER = 44;
const ENTRY = 20;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.toString('latin1', 0, 4) !== 'wOFF')
    throw new Error('não é uma fonte WOFF');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = HEADER + i * ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('fonte WOFF corrompida');
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const dirLength = 12 + 16 * numTables;
  const out = Buffer.alloc(dirLength + tables.reduce((n, t) => n + pad(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = dirLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(out, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}
