import { describe, expect, it } from 'vitest';
import { DEMAND_ATTACHMENT_TYPES } from '@gabinete/shared';
import { acceptedFileType, cleanFileName, sniffFileType } from './file-types.ts';

/** A zip whose entries are stored uncompressed (what the sniffer reads: local header names and data). */
function zip(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, data] of entries) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    header.writeUInt16LE(0, 28);
    header.writeUInt32LE(Buffer.byteLength(data), 18);
    parts.push(header, Buffer.from(name), Buffer.from(data));
  }
  parts.push(Buffer.from('PK\x01\x02'));
  return Buffer.concat(parts);
}

/** An OLE2 container holding a stream with the given UTF-16 name. */
const ole2 = (stream: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(600),
    Buffer.from(stream, 'utf16le'),
  ]);

describe('sniffFileType', () => {
  it('knows PDF and the images by their signatures', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n…'))?.ext).toBe('pdf');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))?.ext).toBe('jpg');
    expect(sniffFileType(Buffer.from('GIF89a…'))?.ext).toBe('gif');
    expect(sniffFileType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))?.ext).toBe('webp');
  });

  it('looks inside zips for OOXML and ODF documents', () => {
    expect(
      sniffFileType(
        zip([
          ['[Content_Types].xml', '<Types/>'],
          ['word/document.xml', '<w/>'],
        ]),
      )?.ext,
    ).toBe('docx');
    expect(
      sniffFileType(
        zip([
          ['[Content_Types].xml', '<Types/>'],
          ['xl/workbook.xml', '<x/>'],
        ]),
      )?.ext,
    ).toBe('xlsx');
    expect(
      sniffFileType(
        zip([
          ['mimetype', 'application/vnd.oasis.opendocument.text'],
          ['content.xml', ''],
        ]),
      )?.ext,
    ).toBe('odt');
    expect(
      sniffFileType(
        zip([
          ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
          ['content.xml', ''],
        ]),
      )?.ext,
    ).toBe('ods');
    expect(sniffFileType(zip([['foto.jpg', 'xxxx']]))?.ext).toBe('zip');
  });

  it('tells Word from Excel 97 by their streams', () => {
    expect(sniffFileType(ole2('WordDocument'))?.ext).toBe('doc');
    expect(sniffFileType(ole2('Workbook'))?.ext).toBe('xls');
  });

  it('reads text as TXT, or CSV by the name, and refuses binaries', () => {
    expect(sniffFileType(Buffer.from('Olá, mundo\r\n'), 'nota.txt')?.contentType).toBe('text/plain');
    expect(sniffFileType(Buffer.from('nome;bairro\nAna;Centro\n'), 'lista.CSV')?.contentType).toBe(
      'text/csv',
    );
    expect(sniffFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('acceptedFileType', () => {
  it('accepts only the types of the list', () => {
    expect(acceptedFileType(Buffer.from('%PDF-1.4'), 'a.pdf', DEMAND_ATTACHMENT_TYPES)?.ext).toBe('pdf');
    expect(acceptedFileType(zip([['foto.jpg', 'x']]), 'fotos.zip', DEMAND_ATTACHMENT_TYPES)).toBeNull();
    expect(acceptedFileType(ole2('PowerPoint Document'), 'a.ppt', DEMAND_ATTACHMENT_TYPES)).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the name without folders or control characters', () => {
    expect(cleanFileName('C:\\Users\\ana\\Ofício\u0007 12.pdf')).toBe('Ofício 12.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('   ')).toBe('arquivo');
  });
});
