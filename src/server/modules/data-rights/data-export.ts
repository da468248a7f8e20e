import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { academy } from '@/core/content/academy';
import type { FileStorage } from '../../storage/file-storage';
import { fileProperties, keysIn, type StudentTable, tableName } from './student-data.repository';

/** Bumped when the layout of data.json changes, so a reader can tell exports apart. */
export const EXPORT_FORMAT = 1;

const README = `${academy.name}: your data

data.json holds every record the academy keeps about this student, one list per table:
the profile, sessions (when and how you signed in), messages with your coach, assignments,
challenge results, badges, and the log of staff who viewed medical and guardian details.
Passwords and sign-in secrets are never included.

The files folder holds the photos and videos uploaded with those records, under the name
the records give them (for example coach_messages.videoKey). Each video is also there as the
academy converted it to play everywhere (MP4, a smaller MP4 for phones, a poster picture and a
sheet of thumbnails), listed in data.json with the key of the video it was made from.

Questions: ${academy.email}
`;

export interface ExportInput {
  studentId: string;
  exportedAt: Date;
  rows: Map<StudentTable, Record<string, unknown>[]>;
  storage: FileStorage;
  /** The converted forms of the videos among the keys, by the original's key. */
  convertedVideos(keys: string[]): Promise<Map<string, ConvertedVideoKeys>>;
}

export interface ConvertedVideoKeys {
  status: string;
  fullKey: string | null;
  phoneKey: string | null;
  posterKey: string | null;
  storyboardKey: string | null;
}

/**
 * A zip streamed as it is written: data.json, a README, and each uploaded file the rows name under files/.
 * Files are opened one at a time as the zip reaches them, so a large export holds one file open, not all.
 */
export async function studentDataZip(input: ExportInput): Promise<Readable> {
  const zip = new yazl.ZipFile();
  await addStudentData(zip, '', input);
  zip.end();
  return zip.outputStream as Readable;
}

/** Adds one student's export (README, data.json, files/) to a zip under `folder` ('' or ending in '/'). */
export async function addStudentData(zip: yazl.ZipFile, folder: string, input: ExportInput): Promise<void> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const files: {
    table: string;
    column: string;
    key: string;
    path: string;
    convertedFrom?: string;
    variant?: string;
  }[] = [];
  const missing: string[] = [];
  const named: { table: string; column: string; key: string }[] = [];
  for (const [entry, rows] of input.rows) {
    const name = tableName(entry.table);
    tables[name] = rows.map((row) => withoutSecrets(row, entry.secret ?? []));
    for (const property of fileProperties(entry)) {
      for (const row of rows) {
        // One key, or a list of them: the chunks of an upload not yet finished are the student's too.
        for (const key of keysIn(row[property])) named.push({ table: name, column: property, key });
      }
    }
  }
  const converted = await input.convertedVideos(named.map((f) => f.key));
  for (const file of named) {
    const rendition = converted.get(file.key);
    const forms =
      rendition?.status === 'ready'
        ? Object.entries({
            full: rendition.fullKey,
            phone: rendition.phoneKey,
            poster: rendition.posterKey,
            storyboard: rendition.storyboardKey,
          })
        : [];
    // A file missing from storage would break the zip half-way; it is listed instead. An original that went
    // once its conversion was checked is not missing: the converted video stands for it.
    if ((await input.storage.size(file.key)) !== null) files.push({ ...file, path: `files/${file.key}` });
    else if (forms.length === 0) missing.push(file.key);
    for (const [variant, key] of forms) {
      if (!key) continue;
      if ((await input.storage.size(key)) === null) missing.push(key);
      else files.push({ ...file, key, path: `files/${key}`, convertedFrom: file.key, variant });
    }
  }

  zip.addBuffer(Buffer.from(README), `${folder}README.txt`);
  const document = {
    format: EXPORT_FORMAT,
    academy: academy.name,
    studentId: input.studentId,
    exportedAt: input.exportedAt.toISOString(),
    tables,
    files,
    ...(missing.length > 0 && { missingFiles: missing }),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), `${folder}data.json`);
  for (const file of files) {
    // Photos and videos are compressed already: storing them saves the server's time for nothing lost.
    zip.addReadStreamLazy(`${folder}${file.path}`, { compress: false }, (done) =>
      done(null, input.storage.read(file.key)),
    );
  }
}

export function withoutSecrets(row: Record<string, unknown>, secret: readonly string[]) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !secret.includes(key)));
}
