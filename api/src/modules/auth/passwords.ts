import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: ~23 ms per hash here
// (shared notes), slow enough for offline guessing, fast enough for a sign-in.

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist: the answer takes as long either way. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hash('no account has this password'));
