import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id parameters: m=19456 KiB, t=2, p=1. (Algorithm 2 = Argon2id.)
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT = 4;

let running = 0;
const waiting: Array<() => void> = [];

/** Bounds how many hashes run at once, so a burst of sign-ins cannot exhaust memory or CPU. */
async function bounded<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string): Promise<string> => bounded(() => hash(password, OPTIONS));

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  // Without a stored hash, still spend the same effort so timing does not reveal unknown accounts.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await bounded(() => verify(target, password).catch(() => false));
  return passwordHash ? ok : false;
}

const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3bMt2MYLk8Mdc7Z4U3OZG6yXpo9X8b2t0W0bW9Yb0yk';
