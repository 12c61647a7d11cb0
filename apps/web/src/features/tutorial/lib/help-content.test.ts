import { describe, expect, it } from 'vitest';
import { HELP_CONTENT, imageUrl, summaryOf } from './help-content.ts';

const slugs = new Set(HELP_CONTENT.map((p) => p.slug));

describe('the help pages', () => {
  it.each(HELP_CONTENT.map((p) => [p.slug, p] as const))('%s is written, under its own title', (_, page) => {
    expect(page.markdown.split('\n')[0]).toBe(`# ${page.title}`);
    expect(summaryOf(page.markdown).length).toBeGreaterThan(40);
  });

  it('links only to help pages that exist', () => {
    for (const page of HELP_CONTENT)
      for (const [, target] of page.markdown.matchAll(/\]\(\/tutorial\/([\w-]+)\)/g))
        expect(slugs.has(target!), `${page.slug} → ${target}`).toBe(true);
  });

  it('shows only screenshots that were taken', () => {
    for (const page of HELP_CONTENT)
      for (const [, src] of page.markdown.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g))
        expect(imageUrl(src), `${page.slug}: ${src}`).not.toBe(src);
  });
});
