// Uploaded images are checked by their bytes, not by the name or type the browser claims.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './app-error.ts';

const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    test: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function imageExtension(bytes: Buffer): string {
  const found = SIGNATURES.find((s) => s.test(bytes));
  if (!found) throw new AppError('FILE_TYPE', 415, 'Envie uma imagem PNG, JPG, WEBP ou GIF.');
  return found.ext;
}

/** Saves an image under uploads/<folder>/ with a random name and returns its public URL. */
export async function saveImage(uploadsDir: string, folder: string, bytes: Buffer): Promise<string> {
  const ext = imageExtension(bytes);
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  await fs.writeFile(path.join(uploadsDir, folder, name), bytes);
  return `/uploads/${folder}/${name}`;
}

export async function removeImage(uploadsDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith('/uploads/')) return;
  await fs.rm(path.join(uploadsDir, url.slice('/uploads/'.length)), { force: true });
}
