// One help page's content (a lazy chunk with the Markdown renderer and the pages).
import { Text } from '@mantine/core';
import { HELP_CONTENT } from '../lib/help-content.ts';
import { MarkdownView } from './markdown-view.tsx';

export function HelpPageBody({ slug }: { slug: string }) {
  const page = HELP_CONTENT.find((p) => p.slug === slug);
  if (!page?.markdown) return <Text c="dimmed">Esta página de ajuda ainda não foi escrita.</Text>;
  return <MarkdownView markdown={page.markdown} />;
}
