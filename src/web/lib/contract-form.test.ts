import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

/**
 * The public site keeps its light hand-written forms for the bundle budget (each checked against the
 * contract's rules by public-form-rules.test.ts); every other form is built one way.
 */
const PORTAL_DIRS = ['features/student-portal', 'features/staff-portal', 'components'];
/** Shells that render the `<form>` of a caller, which builds the form itself (and is checked here). */
const SHELLS = ['components/portal/mutation-dialog.tsx'];

describe('portal forms', () => {
  const forms = PORTAL_DIRS.flatMap((dir) => sourceFiles(path.join(web, dir))).filter((file) =>
    /<form[\s>]/.test(readFileSync(file, 'utf8')),
  );

  it('are found', () => {
    expect(forms.length).toBeGreaterThanOrEqual(15);
  });

  it('are built with useContractForm: react-hook-form over the contract’s zod schema', () => {
    const handWritten = forms
      .filter((file) => !/useContractForm\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(web, file))
      .filter((file) => !SHELLS.includes(file));
    expect(handWritten).toEqual([]);
  });
});
