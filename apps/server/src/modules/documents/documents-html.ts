// The rich-text body is HTML from the editor, rendered into the preview and the PDF: only an allow-list of
// tags survives (no scripts, links, images, styles other than text-align), and control characters go.
import sanitizeHtml from 'sanitize-html';
import { DOCUMENT_BODY_MAX } from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'],
  allowedAttributes: { p: ['style'], h2: ['style'], h3: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  // Text of removed elements like <script> or <style> is dropped, not shown.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title', 'iframe', 'object'],
};

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** The body as stored and printed; past the limit (after cleaning) a 413 in pt-BR. */
export function cleanBodyHtml(html: string): string {
  const clean = sanitizeHtml(html.replace(CONTROL, ''), OPTIONS).trim();
  if (clean.length > DOCUMENT_BODY_MAX) throw new AppError('DOCUMENT_BODY_TOO_LARGE', 413);
  return clean;
}

/** True when the body has any visible text. */
export const hasText = (html: string) => sanitizeHtml(html, { allowedTags: [] }).trim().length > 0;
