/**
 * A fresh Idempotency-Key for one submission, kept while it is retried. `randomUUID` needs a secure
 * context (an academy testing over plain http on its network has none); `getRandomValues` does not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
