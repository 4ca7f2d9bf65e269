import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return verify(storedHash, password).catch(() => false);
}
