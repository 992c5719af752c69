import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** `iph_` + 256 random bits: recognisable in a Shortcut, unguessable. */
export function newDeviceToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return `iph_${encodeBase32LowerCaseNoPadding(bytes)}`;
}

/** Only this is stored: a leaked table gives no usable token. */
export const hashToken = (token: string): string =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** A SHA-256 of any text, hex (dedupe keys). */
export const sha256Hex = hashToken;
