import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token of the given entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** Tokens are stored only as their SHA-256, so a database leak does not leak live sessions or links. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
