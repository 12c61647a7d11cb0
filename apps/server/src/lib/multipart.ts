// Reads a multipart form into plain fields and in-memory files, refusing unexpected files and oversized parts.
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { nulError } from '../plugins/input-guard.ts';

export interface FormData {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
  /** The name each file had on the sender's computer. */
  fileNames: Record<string, string>;
}

export async function readForm(
  request: FastifyRequest,
  fileFields: string[],
  maxFileBytes: number,
): Promise<FormData> {
  if (!request.isMultipart()) {
    // JSON clients may send the same fields as an object.
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw new AppError('BAD_REQUEST', 400, 'Corpo da requisição inválido.');
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return { fields, files: {}, fileNames: {} };
  }
  const form: FormData = { fields: {}, files: {}, fileNames: {} };
  for await (const part of request.parts({
    limits: { fileSize: maxFileBytes, files: fileFields.length, fields: 30, fieldSize: 64 * 1024 },
  })) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError('FILE_TYPE', 400, `Arquivo inesperado no campo "${part.fieldname}".`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      form.files[part.fieldname] = bytes;
      form.fileNames[part.fieldname] = part.filename;
    } else {
      const value = String(part.value);
      // The body walk of input-guard runs before multipart parts are read, so their text is checked here.
      if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw nulError();
      form.fields[part.fieldname] = value;
    }
  }
  return form;
}

/** Turns form strings into the JSON types the schema expects ('true' → true, JSON arrays, 'null' → null). */
export function coerceFields(
  fields: Record<string, string>,
  json: string[],
  booleans: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const key of json) {
    if (fields[key] === undefined) continue;
    try {
      out[key] = JSON.parse(fields[key]);
    } catch {
      throw new AppError('VALIDATION', 400, `O campo "${key}" não é um JSON válido.`, {
        [key]: 'JSON inválido',
      });
    }
  }
  for (const key of booleans) {
    const v = fields[key];
    if (v === undefined) continue;
    if (v === 'true' || v === '1') out[key] = true;
    else if (v === 'false' || v === '0') out[key] = false;
  }
  return out;
}
