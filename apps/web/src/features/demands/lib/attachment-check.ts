// The client-side check of an attachment before sending (the server checks again): size and type.
import {
  DEMAND_ATTACHMENT_ACCEPT_LABEL,
  DEMAND_ATTACHMENT_MAX_BYTES,
  DEMAND_ATTACHMENT_TYPES,
} from '@gabinete/shared';
import { formatFileSize } from '../../../lib/file-size.ts';

const EXTENSIONS = Object.keys(DEMAND_ATTACHMENT_TYPES);
const TYPES = new Set<string>(Object.values(DEMAND_ATTACHMENT_TYPES));

/** What the file input accepts: the extensions and the MIME types. */
export const ATTACHMENT_ACCEPT = [...EXTENSIONS.map((e) => `.${e}`), ...TYPES].join(',');

/** Null when the file may go; otherwise the pt-BR reason. */
export function attachmentProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size === 0) return `"${file.name}" está vazio.`;
  if (file.size > DEMAND_ATTACHMENT_MAX_BYTES) {
    return `"${file.name}" tem ${formatFileSize(file.size)}; o limite é ${formatFileSize(DEMAND_ATTACHMENT_MAX_BYTES)}.`;
  }
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  // Browsers leave the type empty for some files (.odt on Windows): then the extension decides.
  const typeOk = file.type ? TYPES.has(file.type) : false;
  const extOk = EXTENSIONS.includes(ext) || (ext === 'jpeg' && EXTENSIONS.includes('jpg'));
  if (!extOk || (file.type && !typeOk && file.type !== 'application/octet-stream')) {
    return `"${file.name}" não é de um tipo aceito. Envie ${DEMAND_ATTACHMENT_ACCEPT_LABEL}.`;
  }
  return null;
}
