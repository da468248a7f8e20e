import path from 'node:path';
import type { Config } from '../config';
import { type FileStorage, localFileStorage } from './file-storage';
import { s3FileStorage } from './s3-file-storage';

/** Where uploaded files are kept: the configured bucket, or DATA_DIR/uploads. */
export function storageFor(config: Config): FileStorage {
  return config.storage.kind === 's3'
    ? s3FileStorage(config.storage)
    : localFileStorage(path.resolve(config.dataDir, 'uploads'));
}
