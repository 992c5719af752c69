import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/**
 * Encrypted archive: MAGIC, salt (16), iv (12), key check (32), AES-256-GCM ciphertext, tag (16).
 * The key is scrypt(BACKUP_ENCRYPTION_KEY, salt); the key check (an HMAC with that key) tells a
 * wrong key apart from a damaged archive before anything is decrypted.
 */
export const MAGIC = Buffer.from('ECOHUB-BACKUP-AES256GCM-1\n');
const HEADER = MAGIC.length + 16 + 12 + 32;
const TAG = 16;

export class WrongKeyError extends Error {
  override name = 'WrongKeyError';
}

/** scrypt in libuv's thread pool: deriving the key never blocks the hub's event loop. */
const deriveKey = (secret: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, 32, (err, key) => (err ? reject(err) : resolve(key))),
  );
const keyCheck = (key: Buffer) => createHmac('sha256', key).update('ecohub backup key check').digest();

export function isEncrypted(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const n = readSync(fd, head, 0, head.length, 0);
    return n === MAGIC.length && head.equals(MAGIC);
  } finally {
    closeSync(fd);
  }
}

export async function encryptFile(src: string, dest: string, secret: string): Promise<void> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await deriveKey(secret, salt);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const out = createWriteStream(dest);
  out.write(Buffer.concat([MAGIC, salt, iv, keyCheck(key)]));
  await pipeline(createReadStream(src), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => {
    out.end(cipher.getAuthTag(), () => resolve());
    out.once('error', reject);
  });
}

/** Decrypts `src` into `dest`; throws WrongKeyError for another key, an Error for a damaged archive. */
export async function decryptFile(src: string, dest: string, secret: string | undefined): Promise<void> {
  if (!secret) throw new WrongKeyError('The backup is encrypted: set BACKUP_ENCRYPTION_KEY to its key');
  const size = statSync(src).size;
  if (size < HEADER + TAG) throw new Error('The encrypted backup is truncated');
  const head = Buffer.alloc(HEADER);
  const tagBuf = Buffer.alloc(TAG);
  const fd = openSync(src, 'r');
  try {
    readSync(fd, head, 0, HEADER, 0);
    readSync(fd, tagBuf, 0, TAG, size - TAG);
  } finally {
    closeSync(fd);
  }
  const salt = head.subarray(MAGIC.length, MAGIC.length + 16);
  const iv = head.subarray(MAGIC.length + 16, MAGIC.length + 28);
  const check = head.subarray(MAGIC.length + 28, HEADER);
  const key = await deriveKey(secret, salt);
  if (!keyCheck(key).equals(check))
    throw new WrongKeyError('BACKUP_ENCRYPTION_KEY is not the key this backup was encrypted with');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tagBuf);
  try {
    await pipeline(
      createReadStream(src, { start: HEADER, end: size - TAG - 1 }),
      decipher,
      createWriteStream(dest),
    );
  } catch (err) {
    throw new Error(`The encrypted backup is damaged (authentication failed): ${(err as Error).message}`);
  }
}
