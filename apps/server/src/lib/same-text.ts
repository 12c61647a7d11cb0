// Constant-time comparison of two texts (signatures, secrets). Signatures are compared as the text we would
// write, never after decoding what was given: base64url decoding ignores stray characters and the unused
// low bits of the last one, so several spellings of one signature would otherwise pass.
import { timingSafeEqual } from 'node:crypto';

export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
