// Writes .br and .gz beside every text asset of the built web app, so the server sends the smallest
// encoding the browser accepts without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/web';
const TEXT = /\.(js|css|svg|json|txt|xml|map)$/;
let files = 0;
let before = 0;
let after = 0;

async function walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(file);
    else if (TEXT.test(entry.name) && (await stat(file)).size > 512) {
      const body = await readFile(file);
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      files++;
      before += body.length;
      after += br.length;
    }
  }
}

await walk(ROOT);
console.info(
  `compressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
