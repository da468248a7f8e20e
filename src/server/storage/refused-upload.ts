import type { FileStorage } from './file-storage';

/**
 * Removes the files stored for a request that is then refused. A file that cannot be removed now is not
 * allowed to turn the refusal into a server error: no row points at it, so the daily clean-up of files no
 * row uses takes it.
 */
export async function discardUploads(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/**
 * Runs what a request does with its stored files. If anything refuses it, the files are discarded before
 * the refusal goes on to the client, so a refused upload leaves nothing behind.
 */
export async function discardIfRefused<T>(
  form: { discard(): Promise<void> },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await form.discard();
    throw err;
  }
}
