import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../storage/s3-file-storage';

/**
 * A real S3-compatible store on loopback (s3rver, on a free port, over a temporary directory) with an
 * empty bucket, and a way to list what the bucket holds.
 */
export async function startS3Store(bucket = 'academy-uploads'): Promise<{
  options: S3StorageOptions;
  /** The same store as the server's environment settings. */
  env: Record<string, string>;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'golf-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    bucket,
    region: 'eu-west-2',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's fixed test credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({
    ...options,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    options,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: options.endpoint!,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
