// The help pages' Markdown and screenshots, bundled with the Tutorial chunk (Vite reads them at build time).
import { HELP_PAGES, type HelpPageMeta } from './help-index.ts';
import { plainText } from './help-search.ts';

const sources = import.meta.glob<string>('../pages/*.md', { query: '?raw', import: 'default', eager: true });
const images = import.meta.glob<string>('../pages/img/*.{png,jpg}', {
  query: '?url',
  import: 'default',
  eager: true,
});

export interface HelpPage extends HelpPageMeta {
  markdown: string;
  text: string;
}

export const HELP_CONTENT: HelpPage[] = HELP_PAGES.map((meta) => {
  const markdown = sources[`../pages/${meta.slug}.md`] ?? '';
  // The title is searched on its own; the text starts under it, so excerpts do not repeat it.
  return { ...meta, markdown, text: plainText(markdown.replace(/^# .*\n/, '')) };
});

/** 'img/demandas.jpg' in a page → the bundled file's URL; anything else stays as written. */
export function imageUrl(src: string | undefined): string | undefined {
  if (!src) return src;
  const name = src.replace(/^\.?\/?img\//, '');
  return images[`../pages/img/${name}`] ?? src;
}

/** The first paragraph under the page's title: what the area is for, shown on the Tutorial's cards. */
export function summaryOf(markdown: string): string {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|!\[|\||[-*+]\s|\d+\.\s|>)/.test(block));
  return paragraph ? plainText(paragraph) : '';
}
