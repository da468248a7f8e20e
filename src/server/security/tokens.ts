import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token is ever stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
