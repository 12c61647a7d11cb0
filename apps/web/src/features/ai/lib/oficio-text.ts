// The AI's ofício text → the document editor's draft: the 'Assunto:' line becomes the subject, the rest
// paragraphs of the body (plain text escaped, one <p> each).

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface OficioDraft {
  subject: string;
  bodyHtml: string;
}

export function oficioDraft(text: string, fallbackSubject: string): OficioDraft {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  let subject = fallbackSubject;
  let rest = lines;
  const match = first >= 0 ? /^\s*\**\s*assunto\s*:\**\s*(.+)$/i.exec(lines[first]!) : null;
  if (match) {
    subject = match[1]!.replace(/\*+/g, '').trim().replace(/\.$/, '');
    rest = lines.slice(first + 1);
  }
  const paragraphs = rest
    .join('\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  return {
    subject: subject.slice(0, 300),
    bodyHtml: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
