import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the source tree with node:fs: src/core tests run in the server project's node environment, once a run.
const root = path.resolve(import.meta.dirname, '../..');

/** A file longer than this does more than one thing: split it by concern into files next to it. */
const MAX_LINES = 400;

/** Content data (page copy, programmes, FAQs) is long because the academy's words are; it is not code. */
const CONTENT = 'src/core/content/';

function lineCount(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** Every .ts and .tsx file under src/ outside the content data, as a repository path, with its length. */
function sourceFiles(): { file: string; lines: number }[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((entry) => path.posix.join('src', entry.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(CONTENT))
    .map((file) => ({ file, lines: lineCount(file) }));
}

describe('source file size', () => {
  const files = sourceFiles();

  it(`keeps every source file under src/ within ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(tooLong, `split these by concern into files next to them: ${tooLong.join(', ')}`).toEqual([]);
  });
});

describe('server test files that replace modules', () => {
  // The server's API suites share one module graph per worker (vite.config.ts: isolate false), so a file that
  // mocks a module, fakes timers or stubs globals would change them for the files after it. Those files are
  // named *.mocked.test.ts and run in a project of their own, each isolated.
  it('are named *.mocked.test.ts', () => {
    const files = sourceFiles().filter(
      ({ file }) => file.startsWith('src/server/') && file.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const unnamed = files
      .map(({ file }) => file)
      .filter((file) => !file.endsWith('.mocked.test.ts'))
      .filter((file) =>
        /\bvi\.(mock|doMock|useFakeTimers|stubGlobal|stubEnv|hoisted)\(/.test(
          readFileSync(path.join(root, file), 'utf8'),
        ),
      );
    expect(unnamed, `rename these to *.mocked.test.ts: ${unnamed.join(', ')}`).toEqual([]);
  });
});
