// What a file is, judged by its bytes (never by the name or the type the browser claims): the signatures of
// PDF, images, Office/ODF documents (zip and OLE2 containers looked into) and plain text.
export interface SniffedType {
  /** The usual extension: 'pdf', 'png', 'docx'… */
  ext: string;
  contentType: string;
}

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');
const startsWith = (b: Buffer, bytes: number[]) => bytes.every((v, i) => b[i] === v);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** OOXML packages by their main part's name. */
const OOXML: Record<string, SniffedType> = {
  'word/document.xml': {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  'xl/workbook.xml': {
    ext: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'ppt/presentation.xml': {
    ext: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
};
const ODF: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** A zip is an ODF document (its first entry 'mimetype', stored) or OOXML (its part names), else a plain zip. */
function sniffZip(b: Buffer): SniffedType {
  const nameLength = b.readUInt16LE(26);
  const extraLength = b.readUInt16LE(28);
  if (ascii(b, 30, 30 + nameLength) === 'mimetype') {
    const start = 30 + nameLength + extraLength;
    const mime = ascii(b, start, start + 60).replace(/[^\x21-\x7e].*$/s, '');
    for (const [type, ext] of Object.entries(ODF))
      if (mime.startsWith(type)) return { ext, contentType: type };
  }
  // Part names are stored uncompressed in the local headers and the central directory.
  for (const [part, type] of Object.entries(OOXML)) if (b.includes(part, 0, 'latin1')) return type;
  return { ext: 'zip', contentType: 'application/zip' };
}

/** Word and Excel 97–2003 files are OLE2 containers holding a 'WordDocument' or 'Workbook' stream. */
function sniffOle2(b: Buffer): SniffedType {
  if (b.includes(Buffer.from('WordDocument', 'utf16le')))
    return { ext: 'doc', contentType: 'application/msword' };
  if (b.includes(Buffer.from('Workbook', 'utf16le')) || b.includes(Buffer.from('Book', 'utf16le'))) {
    return { ext: 'xls', contentType: 'application/vnd.ms-excel' };
  }
  return { ext: 'ole2', contentType: 'application/x-ole-storage' };
}

/** Text: no NUL byte and valid UTF-8, or single-byte text (Windows-1252) without control characters. */
function isText(b: Buffer): boolean {
  const sample = b.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  }
  return true;
}

/** The type of the bytes, or null when nothing known matches. `fileName` only tells CSV from TXT. */
export function sniffFileType(b: Buffer, fileName = ''): SniffedType | null {
  if (b.length === 0) return null;
  if (ascii(b, 0, 5) === '%PDF-') return { ext: 'pdf', contentType: 'application/pdf' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')
    return { ext: 'gif', contentType: 'image/gif' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP')
    return { ext: 'webp', contentType: 'image/webp' };
  if (b.length >= 30 && startsWith(b, ZIP)) return sniffZip(b);
  if (b.length >= 512 && startsWith(b, OLE2)) return sniffOle2(b);
  if (isText(b)) {
    return /\.csv$/i.test(fileName)
      ? { ext: 'csv', contentType: 'text/csv' }
      : { ext: 'txt', contentType: 'text/plain' };
  }
  return null;
}

/** The sniffed type when it is one of `accepted` (extension → content type), else null. */
export function acceptedFileType(
  b: Buffer,
  fileName: string,
  accepted: Readonly<Record<string, string>>,
): SniffedType | null {
  const type = sniffFileType(b, fileName);
  return type && accepted[type.ext] === type.contentType ? type : null;
}

// Control characters (C0 and DEL) have no place in a file name shown on screen.
const visible = (ch: string) => ch.charCodeAt(0) > 31 && ch.charCodeAt(0) !== 127;

/** The name a person's file had, without folders or control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback = 'arquivo'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base].filter(visible).join('').trim().slice(0, 200) || fallback;
}
