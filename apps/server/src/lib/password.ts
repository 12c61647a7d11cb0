import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with OWASP's minimum memory cost.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Spend the same time when there is no hash, so timing does not reveal which e-mails exist.
  dummyHash ??= hash('not-a-real-password', OPTIONS);
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
