import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum parameters: ~13 ms a hash here.
const params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, params);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the login names no account, so both paths cost the same time.
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy password that matches nothing'));
