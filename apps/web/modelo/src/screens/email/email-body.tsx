// A mail's HTML body shown safely: parsed into an inert document and rendered as plain paragraphs of text
// (no markup from the data ever reaches the page).
import { Stack, Text } from '@mantine/core';

/** Paragraphs of text from HTML: each <p> (or other block) is one paragraph, <br> a line break. */
export function htmlParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.querySelectorAll('script, style').forEach((el) => el.remove());
  const blocks = Array.from(doc.body.children);
  const texts = blocks.length > 0 ? blocks.map((el) => el.textContent ?? '') : [doc.body.textContent ?? ''];
  return texts.map((t) => t.trim()).filter((t) => t !== '');
}

/** One line of text for the list. */
export function snippet(html: string): string {
  return htmlParagraphs(html).join(' ').replace(/\s+/g, ' ');
}

export function EmailBody({ html }: { html: string }) {
  return (
    <Stack gap="xs">
      {htmlParagraphs(html).map((p, i) => (
        <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
          {p}
        </Text>
      ))}
    </Stack>
  );
}
