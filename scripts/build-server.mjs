// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// migrations beside it, where the database client looks for them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', 'staff-create': 'src/server/cli/staff-create.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.info('server built: dist/server/main.js');
