// SMS text rules (DOMAIN-NOTES §4.2): GSM-7 vs UCS-2 encoding and segments, 'remover acentos' and the
// opt-out words a reply may carry (§4.3, TSE Res. 23.610 art. 33).

/** GSM 03.38 basic table (one septet each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: escape + char, so two septets each. */
const GSM_EXTENSION = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Length as billed: septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2. */
  length: number;
  segments: number;
  /** Characters per segment at this length (160/153 or 70/67). */
  perSegment: number;
  /** What is left in the last segment before another one starts. */
  remaining: number;
  /** Characters that forced UCS-2 (each once, in order of appearance); empty for GSM-7. */
  nonGsm: string[];
}

/** True when every character is in GSM-7's basic or extension table. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return false;
  return true;
}

/** Counts characters and segments as carriers bill them. */
export function countSms(text: string): SmsCount {
  const nonGsm: string[] = [];
  let septets = 0;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENSION.has(ch)) septets += 2;
    else if (!nonGsm.includes(ch)) nonGsm.push(ch);
  }
  const encoding: SmsEncoding = nonGsm.length === 0 ? 'GSM-7' : 'UCS-2';
  // UCS-2 counts UTF-16 code units: an emoji outside the BMP takes two.
  const length = encoding === 'GSM-7' ? septets : text.length;
  const single = encoding === 'GSM-7' ? 160 : 70;
  const multi = encoding === 'GSM-7' ? 153 : 67;
  const perSegment = length <= single ? single : multi;
  const segments = length === 0 ? 0 : Math.ceil(length / perSegment);
  const remaining = segments === 0 ? single : segments * perSegment - length;
  return { encoding, length, segments, perSegment, remaining, nonGsm };
}

/** Smart quotes, dashes and spaces Word and phones insert, mapped to GSM-7 ones. */
const LOOKALIKES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u00AA': 'a',
  '\u00BA': 'o',
  '\u00B0': 'o',
};

/**
 * 'Remover acentos': drops the accents GSM-7 lacks (á â ã ê í ó ô õ ú ç…) and maps look-alike punctuation,
 * keeping the letters GSM-7 has (é, à, Ç, ü…) so the text changes no more than it must. What still is not
 * GSM-7 afterwards (emoji) stays and keeps the message in UCS-2.
 */
export function removeAccents(text: string): string {
  let out = '';
  for (const ch of text) {
    if (BASIC.has(ch) || EXTENSION.has(ch)) out += ch;
    else if (LOOKALIKES[ch] !== undefined) out += LOOKALIKES[ch];
    else {
      const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += bare !== ch && isGsm7(bare) ? bare : ch;
    }
  }
  return out;
}

export const OPT_OUT_WORDS = ['SAIR', 'PARE', 'PARAR', 'CANCELAR'] as const;

/**
 * True when a reply asks to stop: the whole reply is one opt-out word, in any case, with or without
 * accents, spaces or final punctuation ('Sair', ' pare! ', 'CANCELÁR'). A sentence that merely contains
 * the word ('não quero cancelar a consulta') is not an opt-out.
 */
export function isOptOut(reply: string): boolean {
  const word = reply
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/^[\s"'“”.,;:!?¡¿()*_-]+|[\s"'“”.,;:!?¡¿()*_-]+$/g, '')
    .toUpperCase();
  return (OPT_OUT_WORDS as readonly string[]).includes(word);
}
