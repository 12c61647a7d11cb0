// Windows-1252, what Excel and the Portal da Transparência write in Brazil. Node 20's
// TextDecoder('windows-1252') decodes it as ISO-8859-1, turning the curly quotes, dashes and € of bytes
// 0x80–0x9F into control characters; this decodes them as the WHATWG table says, at native speed.
const C1 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const C1_RANGE = /[\x80-\x9f]/g;

/** Single-byte: chunks of a stream decode one by one. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  C1_RANGE.lastIndex = 0;
  return C1_RANGE.test(text) ? text.replace(C1_RANGE, (c) => C1[c.charCodeAt(0) - 0x80]!) : text;
}
