// The padrão ofício as a PDF (pdfkit, MIT): A4, Carlito 12 embedded (the Manual's Calibri/Carlito), cabeçalho on
// page 1, identificação, local e data, endereçamento, assunto, the body's paragraphs and lists, fecho and the
// signature block, page numbers from page 2. Lays out the same DocumentLayout as the web preview.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import type { DocumentLayout } from '@gabinete/shared';
import { lazy } from '../../lib/lazy.ts';
import { woffToSfnt } from '../../lib/woff.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/carlito/package.json')), 'files');
// Converted once: pdfkit would inflate the WOFF's tables in JavaScript for every document.
const font = (weight: 400 | 700, style: 'normal' | 'italic') =>
  woffToSfnt(fs.readFileSync(path.join(fontDir, `carlito-latin-${weight}-${style}.woff`)));
// At the first PDF, like pdfkit itself: neither is needed for the server to start (issue 15).
const fonts = lazy(() => ({
  regular: font(400, 'normal'),
  bold: font(700, 'normal'),
  italic: font(400, 'italic'),
  boldItalic: font(700, 'italic'),
}));

const CM = 72 / 2.54;
const MARGINS = { top: 2 * CM, bottom: 2 * CM, left: 3 * CM, right: 1.5 * CM };
const SIZE = 12;
const GAP = 10;

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
}
interface Block {
  kind: 'p' | 'h' | 'quote' | 'li';
  align: 'left' | 'right' | 'center' | 'justify';
  runs: Run[];
  bullet?: string;
  depth?: number;
}

type Node = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
};
const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The cleaned body HTML as blocks of styled runs (the allow-list of documents-html.ts only). */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const root = parseDocument(html, { decodeEntities: false }) as unknown as Node;
  const alignOf = (n: Node): Block['align'] => {
    const m = /text-align:\s*(left|right|center|justify)/.exec(n.attribs?.style ?? '');
    return (m?.[1] as Block['align']) ?? 'justify';
  };
  const inline = (n: Node, style: Omit<Run, 'text'>, runs: Run[]) => {
    if (n.type === 'text') {
      const text = decode(n.data ?? '').replace(/\s+/g, ' ');
      if (text) runs.push({ ...style, text });
      return;
    }
    if (n.name === 'br') return void runs.push({ ...style, text: '\n' });
    const next = {
      bold: style.bold || n.name === 'strong' || n.name === 'b',
      italic: style.italic || n.name === 'em' || n.name === 'i',
      underline: style.underline || n.name === 'u',
      strike: style.strike || n.name === 's',
    };
    for (const c of n.children ?? []) inline(c, next, runs);
  };
  const plain = { bold: false, italic: false, underline: false, strike: false };
  const runsOf = (n: Node, style = plain) => {
    const runs: Run[] = [];
    for (const c of n.children ?? []) if (!['ul', 'ol'].includes(c.name ?? '')) inline(c, style, runs);
    return runs;
  };
  const walk = (n: Node, depth: number) => {
    for (const c of n.children ?? []) {
      if (c.type === 'text') {
        const text = decode(c.data ?? '').trim();
        if (text) blocks.push({ kind: 'p', align: 'justify', runs: [{ ...plain, text }] });
      } else if (c.name === 'p') blocks.push({ kind: 'p', align: alignOf(c), runs: runsOf(c) });
      else if (c.name === 'h2' || c.name === 'h3')
        blocks.push({ kind: 'h', align: alignOf(c), runs: runsOf(c, { ...plain, bold: true }) });
      else if (c.name === 'blockquote') {
        for (const q of c.children ?? [])
          blocks.push({ kind: 'quote', align: 'justify', runs: q.name ? runsOf(q) : runsOf(c) });
      } else if (c.name === 'ul' || c.name === 'ol') {
        let i = 0;
        for (const li of c.children ?? []) {
          if (li.name !== 'li') continue;
          i += 1;
          const inner = (li.children ?? []).flatMap((x) => (x.name === 'p' ? runsOf(x) : []));
          const runs = inner.length > 0 ? inner : runsOf(li);
          blocks.push({ kind: 'li', align: 'left', runs, bullet: c.name === 'ol' ? `${i}.` : '•', depth });
          for (const sub of li.children ?? [])
            if (sub.name === 'ul' || sub.name === 'ol') walk({ type: 'tag', children: [sub] }, depth + 1);
        }
      } else if (c.name) blocks.push({ kind: 'p', align: 'justify', runs: runsOf(c) });
    }
  };
  walk(root, 0);
  for (const b of blocks) {
    // pdfkit drops a continued fragment's leading space: keep it at the end of the fragment before.
    for (let i = 1; i < b.runs.length; i++) {
      const run = b.runs[i]!;
      if (run.text.startsWith(' ') && run.text !== ' ') {
        b.runs[i - 1]!.text = b.runs[i - 1]!.text.replace(/ ?$/, ' ');
        run.text = run.text.trimStart();
      }
    }
    if (b.runs[0]) b.runs[0].text = b.runs[0].text.trimStart();
  }
  return blocks.filter((b) => b.runs.some((r) => r.text.trim()));
}

export interface PdfOptions {
  /** Absolute path of the office's logo (PNG or JPEG), printed above the name on page 1. */
  logoFile?: string | null;
}

/** The document as PDF bytes. */
export async function renderDocumentPdf(layout: DocumentLayout, options: PdfOptions = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const FONTS = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    font: FONTS.regular as unknown as string,
    info: { Title: layout.identifier, Author: layout.officeName, Subject: layout.subject },
    lang: 'pt-BR',
    displayTitle: true,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  doc.registerFont('boldItalic', FONTS.boldItalic);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGINS.left - MARGINS.right;
  const left = MARGINS.left;

  // Cabeçalho (1st page only, centred).
  if (options.logoFile && /\.(png|jpe?g)$/i.test(options.logoFile) && fs.existsSync(options.logoFile)) {
    try {
      doc.image(options.logoFile, left + width / 2 - 28, doc.y, { fit: [56, 56], align: 'center' });
      doc.y += 60;
    } catch {
      // An unreadable logo leaves the cabeçalho with the name only.
    }
  }
  doc.font('bold').fontSize(SIZE).text(layout.officeName, left, doc.y, { width, align: 'center' });
  if (layout.officeSubtitle)
    doc.font('regular').fontSize(10).text(layout.officeSubtitle, left, doc.y, { width, align: 'center' });
  doc.moveDown(2);

  // Identificação (left) and local e data (right).
  doc.font('bold').fontSize(SIZE).text(layout.identifier, left, doc.y, { width });
  doc.moveDown(1);
  doc.font('regular').text(layout.placeDate, left, doc.y, { width, align: 'right' });
  doc.moveDown(1);

  // Endereçamento.
  const r = layout.recipient;
  const address = [r.addressing, r.name, r.cargo, r.organ, r.street, r.cityLine].filter((l) => l.trim());
  for (const line of address) doc.text(line, left, doc.y, { width });
  doc.moveDown(1);

  // Assunto.
  doc.font('bold').text(`Assunto: ${layout.subject}`, left, doc.y, { width });
  doc.moveDown(1);

  if (r.vocativo) {
    doc.font('regular').text(r.vocativo, left, doc.y, { width, indent: 2.5 * CM });
    doc.moveDown(0.8);
  }

  for (const block of htmlBlocks(layout.bodyHtml)) {
    const depth = block.depth ?? 0;
    const x =
      block.kind === 'li'
        ? left + 0.8 * CM + depth * 0.6 * CM
        : block.kind === 'quote'
          ? left + 2 * CM
          : left;
    const w = width - (x - left);
    if (block.kind === 'li')
      doc.font('regular').text(block.bullet ?? '•', x - 0.6 * CM, doc.y, {
        width: 0.6 * CM,
        continued: false,
        lineBreak: false,
      });
    const y = doc.y - (block.kind === 'li' ? doc.currentLineHeight() : 0);
    const indent = block.kind === 'p' ? 2.5 * CM : 0;
    block.runs.forEach((run, i) => {
      const face =
        run.bold && run.italic ? 'boldItalic' : run.bold ? 'bold' : run.italic ? 'italic' : 'regular';
      doc.font(face).fontSize(block.kind === 'quote' ? 11 : SIZE);
      const opts = {
        width: w,
        align: block.align,
        indent,
        underline: run.underline,
        strike: run.strike,
        continued: i < block.runs.length - 1,
        lineGap: 2,
      };
      if (i === 0) doc.text(run.text, x, y, opts);
      else doc.text(run.text, opts);
    });
    doc.moveDown(block.kind === 'li' ? 0.2 : 0.8);
    void GAP;
  }

  // Fecho and signature (centred); the signature is never alone on a page.
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(SIZE)
    .text(r.closing, left, doc.y, { width, indent: 2.5 * CM });
  const signatureHeight = 4 * doc.currentLineHeight(true) + 40;
  if (doc.y + signatureHeight > doc.page.height - MARGINS.bottom) doc.addPage();
  doc.moveDown(3);
  doc
    .font('regular')
    .text(layout.signerName.toLocaleUpperCase('pt-BR'), left, doc.y, { width, align: 'center' });
  doc.text(layout.signerCargo, left, doc.y, { width, align: 'center' });

  // Page numbers from page 2.
  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(10)
      .text(`${i + 1}`, left, doc.page.height - 1.2 * CM, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
