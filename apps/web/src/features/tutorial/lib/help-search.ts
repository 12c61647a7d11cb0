// Search over the help pages' titles and text, ignoring accents and case ('acao' finds 'Ação').
export interface Searchable {
  slug: string;
  title: string;
  /** The page as plain text (no Markdown marks). */
  text: string;
}

export interface SearchHit {
  slug: string;
  title: string;
  /** A short piece of the text around the first word found ('…' where it was cut). */
  excerpt: string;
}

/** Lower case without diacritics; same length as the input for the letters Portuguese uses. */
export const fold = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Markdown to the words a reader sees: no images, link targets, headings' #, emphasis or table bars. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\d+\.\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/[|*_`>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const words = (query: string) => fold(query).split(/\s+/).filter(Boolean);

function excerptAround(text: string, at: number, size = 160): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - size / 3)) + 1);
  let end = Math.min(text.length, start + size);
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), at + 1);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Pages holding every word of the query (in the title or the text). Title matches first, then pages where the
 * words appear more often; an empty query finds nothing.
 */
export function searchHelp(pages: readonly Searchable[], query: string): SearchHit[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const scored: { hit: SearchHit; score: number }[] = [];
  for (const page of pages) {
    const title = fold(page.title);
    const text = fold(page.text);
    if (!terms.every((t) => title.includes(t) || text.includes(t))) continue;
    let score = 0;
    for (const t of terms) {
      if (title.includes(t)) score += 100;
      score += Math.min(text.split(t).length - 1, 20);
    }
    // Around the longest word: short ones ('da', 'de') are found everywhere and say little.
    const anchor = [...terms].sort((a, b) => b.length - a.length)[0]!;
    const at = Math.max(0, text.indexOf(anchor));
    scored.push({
      hit: { slug: page.slug, title: page.title, excerpt: excerptAround(page.text, at) },
      score,
    });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.hit.title.localeCompare(b.hit.title, 'pt-BR'))
    .map((s) => s.hit);
}
