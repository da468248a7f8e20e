import { PassThrough, pipeline, Readable, Transform } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedKey,
  type FileStorage,
  isStorageKey,
  isTrashDay,
  newStorageKey,
  TRASH,
  trashDay,
} from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, Ceph, Cloudflare R2…); unset means AWS itself. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`, as most self-hosted stores need. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * Starts every object key the app writes, reads, lists and trashes (`staging/`), so environments can
   * share a bucket; empty or unset means the bucket's root.
   */
  prefix?: string;
}

// S3's smallest part; with two parts in flight an upload holds about 15 MiB however large the video.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Uploaded files in an S3-compatible bucket, under the same keys as on local disk after an optional prefix.
 * The bucket must be private: files are only ever served through the app's authorised routes.
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => prefix + checkedKey(key);
  const trashPrefix = `${prefix}${TRASH}/`;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // A store that stops answering must fail the request rather than hold it open.
    requestHandler: { connectionTimeout: 5_000 },
    // Many S3-compatible stores refuse the CRC32 trailers newer SDKs send by default; AWS keeps them.
    ...(options.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
  });

  return {
    async put(source, { folder, extension }) {
      const key = newStorageKey(folder, extension);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // An error in the source destroys `counted` with it, which fails the upload below.
      let sourceError: Error | undefined;
      pipeline(source, counted, (err) => {
        sourceError ??= err ?? undefined;
      });
      // Upload streams in parts. When the body fails it aborts the multipart upload itself before
      // done() rejects, so no object or stray parts remain once put() has failed (Upload.abort() would
      // reject at once, before that clean-up, and hide the source's own error such as a 413).
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: prefix + key, Body: counted, ContentType: 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        counted.destroy();
        // The source's reason (a 413, a dropped connection) matters more than a failed clean-up after it.
        throw sourceError ?? err;
      }
      return { key, size };
    },

    read(key, range) {
      const request = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      });
      // The interface answers a stream at once; the object's body flows into it when S3 answers.
      const out = new PassThrough();
      const abort = new AbortController();
      // A listener who leaves early (a seek, a closed tab) stops the download from the store too.
      out.once('close', () => {
        if (!out.readableEnded) abort.abort();
      });
      client
        .send(request, { abortSignal: abort.signal })
        .then((response) => {
          if (!(response.Body instanceof Readable)) throw new Error('Object store answered without a body');
          pipeline(response.Body, out, () => {});
        })
        .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
      return out;
    },

    async size(key) {
      let checked: string;
      try {
        checked = objectKey(key);
      } catch {
        return null;
      }
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked }));
        return head.ContentLength ?? 0;
      } catch (err) {
        // Only a missing object is "no file"; a store that is down or refuses us must surface as an error.
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },

    async remove(key) {
      // S3 answers a delete of a missing object with success, as local storage does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          // Only keys this app makes, directly under its prefix: another environment's prefix nested in
          // ours, the trash, or anything else in the bucket is not ours to judge.
          const key = object.Key?.slice(prefix.length);
          if (key && isStorageKey(key)) {
            yield { key, modifiedAt: object.LastModified ?? new Date() };
          }
        }
      }
    },

    async trash(key, at) {
      // S3 has no move: a copy, then a delete. A copy whose source is gone is a file already moved.
      const source = objectKey(key);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            CopySource: `${bucket}/${encodeURI(source)}`,
            Key: `${trashPrefix}${trashDay(at)}/${checkedKey(key)}`,
          }),
        );
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return;
        throw err;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
    },

    async emptyTrash(before) {
      const lastKept = trashDay(before);
      let removed = 0;
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: trashPrefix })) {
        for (const object of page.Contents ?? []) {
          const rest = object.Key?.slice(trashPrefix.length) ?? '';
          const day = rest.slice(0, rest.indexOf('/'));
          const key = rest.slice(day.length + 1);
          if (!isTrashDay(day) || day >= lastKept || !isStorageKey(key)) continue;
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
          removed += 1;
        }
      }
      return removed;
    },

    close() {
      client.destroy();
    },
  };
}
