import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { hubSecret } from '@ecohub/core';
import type { CrmHub } from '../hub.ts';

/**
 * Mailbox credentials at rest: AES-256-GCM with a key the hub makes for itself and keeps in
 * `hub_secrets` (core's hubSecret, as its sign-up links are sealed). Stored as
 * base64url(iv | tag | ciphertext); a row copied without the key is unreadable.
 */
export function credentialBox(hub: CrmHub) {
  const key = async () => Buffer.from(await hubSecret(hub.db, 'crm-email-credentials'), 'hex');
  return {
    async seal(plain: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    async open(sealed: string): Promise<string> {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', await key(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export type CredentialBox = ReturnType<typeof credentialBox>;
